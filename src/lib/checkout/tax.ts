import type { Cents } from '../money'
import { percentOf } from './rounding'

/**
 * Tax and VAT (checkout.md section 9: "UK (GB) shipping adds 20 percent VAT on price minus discount; a US order
 * shipped to Florida adds 7 percent tax"). A table of rules by shipping country and state; the `TaxCalculator`
 * interface is the one seam where a hosted tax service could replace the table later.
 */
export interface TaxRule {
  /** ISO country code of the shipping address. */
  country: string
  /** State abbreviation ('FL'); null for the whole country. */
  state: string | null
  /** Percent, up to 3 decimals. */
  rate: number
  /** 'tax' fills the order's `tax`, 'vat' its `vatFee` (checkout.md "Order data: tax, vatFee"). */
  kind: 'tax' | 'vat'
  label: string
}

/** The demo store's rules (issue 12: seeded with 7 % on US orders shipped to Florida and 20 % VAT on GB orders). */
export const DEMO_TAX_RULES: readonly TaxRule[] = [
  { country: 'US', state: 'FL', rate: 7, kind: 'tax', label: 'Florida sales tax' },
  { country: 'GB', state: null, rate: 20, kind: 'vat', label: 'VAT' },
]

export interface TaxInput {
  country: string | null | undefined
  /** The state's abbreviation as the address form keeps it. */
  state: string | null | undefined
  /** Items + services of counted lines. */
  subtotal: Cents
  discount: Cents
}

export interface TaxQuote {
  tax: Cents
  vatFee: Cents
  /** What was applied, for the order's snapshot; null when nothing was. */
  rule: TaxRule | null
  /** The amount the rate was applied to: price minus discount. */
  base: Cents
}

/** Anything that can quote the tax of an order: the table below, or later a hosted service. */
export interface TaxCalculator {
  quote(input: TaxInput): Promise<TaxQuote>
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase()

/** The rule for an address: a state rule beats a country-wide one; null when none applies. */
export function findTaxRule(rules: readonly TaxRule[], country: TaxInput['country'], state: TaxInput['state']) {
  const inCountry = rules.filter((r) => same(country, r.country))
  return (
    inCountry.find((r) => r.state !== null && same(state, r.state)) ?? inCountry.find((r) => r.state === null) ?? null
  )
}

/**
 * The table's quote: rate × (subtotal − discount), rounded half-up to the cent once for the order. Shipping is not
 * taxed (the spec taxes "price minus discount"). One rule applies per order, so tax and vatFee are never both set.
 */
export function quoteTax(rules: readonly TaxRule[], input: TaxInput): TaxQuote {
  const base = Math.max(0, input.subtotal - Math.min(input.discount, input.subtotal))
  const rule = findTaxRule(rules, input.country, input.state)
  const amount = rule ? percentOf(base, rule.rate) : 0
  return { tax: rule?.kind === 'tax' ? amount : 0, vatFee: rule?.kind === 'vat' ? amount : 0, rule, base }
}

/** The table as a TaxCalculator (the database layer passes the tax-rules collection's rows). */
export function tableTaxCalculator(rules: readonly TaxRule[]): TaxCalculator {
  return { quote: async (input) => quoteTax(rules, input) }
}
