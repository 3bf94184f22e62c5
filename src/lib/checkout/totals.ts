import { type Cents, formatUSD } from '../money'
import type { TaxQuote } from './tax'

/**
 * The order's totals, named as checkout.md section 3 names the order data (totalOrderPriceBeforeTax,
 * totalOrderPrice, tax, vatFee) plus their parts. Rounding: every input is already whole cents; the only rounded
 * figures are the percent discount (coupons.ts) and tax / VAT (tax.ts), each rounded once for the order, half-up
 * to the cent. Totals only add and subtract whole cents, so the shown total always equals the sum of its lines.
 */
export interface OrderTotals {
  /** Items of counted lines, without services. */
  items: Cents
  services: Cents
  /** items + services. */
  subtotal: Cents
  /** Each package's shipping price, by package id. */
  shipping: Array<{ packageId: string; price: Cents }>
  shippingTotal: Cents
  /** The coupon's totalDiscount, at most the subtotal. */
  discount: Cents
  tax: Cents
  vatFee: Cents
  /** subtotal − discount + shipping. */
  totalOrderPriceBeforeTax: Cents
  /** totalOrderPriceBeforeTax + tax + vatFee: what is charged. */
  totalOrderPrice: Cents
}

export interface TotalsInput {
  items: Cents
  services: Cents
  shipping: ReadonlyArray<{ packageId: string; price: Cents }>
  discount: Cents
  tax: Pick<TaxQuote, 'tax' | 'vatFee'>
}

function cents(name: string, value: number): Cents {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents ≥ 0, got ${value}`)
  return value
}

/** Adds the order up. A free method (price ≤ 0) counts as 0; the discount is capped at the subtotal. */
export function computeTotals(input: TotalsInput): OrderTotals {
  const items = cents('items', input.items)
  const services = cents('services', input.services)
  const subtotal = items + services
  const shipping = input.shipping.map((p) => ({
    packageId: p.packageId,
    price: Math.max(0, cents('shipping', p.price)),
  }))
  const shippingTotal = shipping.reduce((sum, p) => sum + p.price, 0)
  const discount = Math.min(cents('discount', input.discount), subtotal)
  const tax = cents('tax', input.tax.tax)
  const vatFee = cents('vatFee', input.tax.vatFee)
  const totalOrderPriceBeforeTax = subtotal - discount + shippingTotal
  return {
    items,
    services,
    subtotal,
    shipping,
    shippingTotal,
    discount,
    tax,
    vatFee,
    totalOrderPriceBeforeTax,
    totalOrderPrice: totalOrderPriceBeforeTax + tax + vatFee,
  }
}

/** What the page showed, in cents; only the fields sent are compared. */
export type ShownTotals = Partial<
  Pick<OrderTotals, 'subtotal' | 'shippingTotal' | 'discount' | 'tax' | 'vatFee' | 'totalOrderPriceBeforeTax'>
> & { totalOrderPrice: Cents }

const LABELS: Record<keyof ShownTotals, string> = {
  subtotal: 'Item total',
  shippingTotal: 'Shipping',
  discount: 'Discount',
  tax: 'Tax',
  vatFee: 'VAT',
  totalOrderPriceBeforeTax: 'Total before tax',
  totalOrderPrice: 'Total',
}

export const TOTALS_CHANGED_MESSAGE = 'The prices of your order have changed'
const TRY_AGAIN = 'Please review your order and try again.'

export type TotalsComparison =
  | { ok: true }
  | {
      ok: false
      message: string
      mismatches: Array<{ field: keyof ShownTotals; label: string; shown: number; computed: Cents }>
      totals: OrderTotals
    }

/**
 * Create-order's guard (issue 12 item 3): the server recomputes everything and refuses when what the page showed
 * (check_total and the prices) differs by even one cent. The message names the new total; `totals` goes back to
 * the page so it can show the current figures. A shown value that is not whole cents is a mismatch too.
 */
export function compareTotals(shown: ShownTotals, computed: OrderTotals): TotalsComparison {
  const mismatches = (Object.keys(LABELS) as Array<keyof ShownTotals>).flatMap((field) => {
    const value = shown[field]
    if (value === undefined) return []
    return value === computed[field] ? [] : [{ field, label: LABELS[field], shown: value, computed: computed[field] }]
  })
  if (mismatches.length === 0) return { ok: true }
  const detail = mismatches.map((m) => `${m.label} is now ${formatUSD(m.computed)}`).join(', ')
  return { ok: false, message: `${TOTALS_CHANGED_MESSAGE}: ${detail}. ${TRY_AGAIN}`, mismatches, totals: computed }
}
