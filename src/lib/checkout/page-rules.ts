/**
 * The checkout page's own small rules, pure so they are unit tested (tests/unit/checkout/page-rules.test.ts): the
 * form's values (its billing rules are billing.ts's, shared with create-order), what a quote needs of the address, joining the browser's basket snapshot with the server's quote, the
 * summary rows and the create-order error reading. No React, no browser.
 */
import { ADDRESS_FIELDS, type CountryLookup, type FullAddressFormValues, hasStateList } from '@/lib/address'
import { type BasketLine, basketLineKey } from '@/lib/basket/basket'
import { serviceKeysOf } from '@/lib/basket/line-key'
import type {
  CheckoutErrorBody,
  CreateOrderRequest,
  PaymentMethodId,
  QuotedLineView,
  QuoteView,
  TotalsView,
} from '@/lib/checkout/api'
import { type BillingValues, INVALID_FORM_MESSAGE } from '@/lib/checkout/billing'
import type { StoredAddress, StoredBilling } from '@/lib/checkout/order-storage'
import { UNKNOWN_ERROR } from '@/lib/error-modal'
import { isRecord } from '@/lib/is-record'
import { type Cents, formatUSD } from '@/lib/money'

export type { BillingValues }

export interface CheckoutFormValues {
  address: FullAddressFormValues
  instructions: string
  billing: BillingValues
}

export const INSTRUCTIONS_MAX = 500
export const INSTRUCTIONS_TOO_LONG = `Shipping instructions may be at most ${INSTRUCTIONS_MAX} characters.`

/** checkout.md section 5: the invalid-form popup. */
export const INVALID_FORM = {
  title: "THERE'S A PROBLEM WITH YOUR ORDER!",
  message: INVALID_FORM_MESSAGE,
} as const

export const DELETE_LINE_QUESTION = 'This will delete product from shopping cart'
export { UNKNOWN_ERROR }

/**
 * What the quote needs of the address (country, state, zip): the listed state's abbreviation or the typed one. Before
 * the countries list has come, the typed values as they are.
 */
export function quoteAddressOf(
  address: Pick<FullAddressFormValues, 'country' | 'state' | 'state_string' | 'zip'>,
  lookup: CountryLookup,
) {
  const country = lookup(address.country ?? '')
  const code = country?.code ?? ((address.country ?? '').trim().toUpperCase().slice(0, 2) || 'US')
  const state = country
    ? hasStateList(country)
      ? address.state
      : address.state_string
    : address.state || address.state_string
  return { country: code, state: (state ?? '').trim().slice(0, 60), zip: (address.zip ?? '').trim().slice(0, 20) }
}

/**
 * The basket as the checkout's calls send it: which thing, how many and a standard product's services (the display
 * snapshot stays here; the server prices the services, a configured line's are in its configuration).
 */
export function basketRequest(basket: readonly BasketLine[], sameBoxShipment: boolean, coupon: string | null) {
  return {
    products: basket.map(({ id, type, quantity, services }) => {
      const keys = type === 'product' ? serviceKeysOf(services.map((s) => s.key)) : []
      return keys.length > 0 ? { id, type, quantity, services: keys as 'warranty'[] } : { id, type, quantity }
    }),
    sameBoxShipment,
    coupon,
  }
}

/** The stored form of the page's values (order-storage). */
export function storedAddressOf(address: FullAddressFormValues): StoredAddress {
  return { ...address }
}

export function storedBillingOf(billing: BillingValues): StoredBilling {
  return { ...billing }
}

/** A cart line as the page shows it: the browser's snapshot (picture, link) and the server's figures, when quoted. */
export interface ShownLine {
  key: string
  basket: BasketLine
  quoted: QuotedLineView | null
  name: string
  image: string | null
  url: string | null
  quantity: number
  /** The server's line total; the snapshot's until the first quote. */
  lineTotal: Cents
  services: Array<{ name: string; price: Cents | null }>
  /** 'Some components in this configuration are out of stock' and the like, or null. */
  problem: string | null
}

export const LINE_PROBLEMS = {
  stockOut: 'Some components in this configuration are out of stock',
  invalid: 'Some components in this configuration are no longer supported',
} as const

/** Joins the basket's lines with the quote's by line key (a product with the warranty is its own line). */
export function shownLines(basket: readonly BasketLine[], quote: QuoteView | null): ShownLine[] {
  const quoted = new Map((quote?.lines ?? []).map((l) => [l.key, l]))
  return basket.map((line) => {
    const key = basketLineKey(line)
    const q = quoted.get(key) ?? null
    const problem = !q ? null : !q.isValid ? LINE_PROBLEMS.invalid : !q.inStock ? LINE_PROBLEMS.stockOut : null
    return {
      key,
      basket: line,
      quoted: q,
      name: q?.name || line.name,
      image: line.image,
      url: line.url,
      quantity: line.quantity,
      lineTotal: q ? q.lineTotal : line.unitPrice * line.quantity,
      services: q ? q.services.map((s) => ({ name: s.name, price: s.price })) : line.services,
      problem,
    }
  })
}

export interface SummaryRow {
  key: string
  label: string
  amount: Cents
  /** A discount shows as minus; free shipping as 'Free'. */
  kind: 'plain' | 'discount' | 'shipping' | 'total'
}

/**
 * The order summary's rows (checkout.md section 2: product lines, coupon, tax, VAT, shipping and total): items, the
 * coupon's discount when there is one, shipping, tax (always, so a shopper sees it is none), VAT when charged, total.
 */
export function summaryRows(totals: TotalsView, couponCode: string | null): SummaryRow[] {
  const rows: SummaryRow[] = [{ key: 'subtotal', label: 'Items', amount: totals.subtotal, kind: 'plain' }]
  if (totals.discount > 0)
    rows.push({
      key: 'discount',
      label: couponCode ? `Coupon ${couponCode}` : 'Discount',
      amount: totals.discount,
      kind: 'discount',
    })
  rows.push({ key: 'shipping', label: 'Shipping', amount: totals.shippingTotal, kind: 'shipping' })
  rows.push({ key: 'tax', label: 'Tax', amount: totals.tax, kind: 'plain' })
  if (totals.vatFee > 0) rows.push({ key: 'vat', label: 'VAT', amount: totals.vatFee, kind: 'plain' })
  rows.push({ key: 'total', label: 'Total', amount: totals.totalOrderPrice, kind: 'total' })
  return rows
}

/** A summary row's amount as shown: a discount with a minus, free shipping as 'Free'. */
export function summaryAmount(row: SummaryRow): string {
  if (row.kind === 'discount') return `−${formatUSD(row.amount)}`
  if (row.kind === 'shipping' && row.amount === 0) return 'Free'
  return formatUSD(row.amount)
}

/** What the page does with a failed create-order (checkout.md section 8). */
export type OrderFailure =
  | { kind: 'reload'; message: string }
  | { kind: 'disable'; message: string }
  | { kind: 'totals'; message: string; totals: TotalsView | null }
  | { kind: 'fields'; message: string; errors: Record<string, string[]> }
  | { kind: 'popup'; message: string; retry: boolean }

/**
 * Reads a create-order failure: `stock_out` reloads the page, `disablePaymentButton` disables payment with the reason
 * shown in place of the methods, `total_changed` shows the message and the current totals, field errors go to their
 * fields; anything else is an Error popup, 'Unknown Error' when the answer was not the store's JSON. `retry`: the
 * request may not have reached the store (network, 5xx), so the same attempt key goes again.
 */
export function readOrderFailure(status: number, body: unknown, message: string): OrderFailure {
  if (!isRecord(body)) return { kind: 'popup', message: status === 0 ? message : UNKNOWN_ERROR, retry: true }
  const error = body as Partial<CheckoutErrorBody>
  const text = typeof error.message === 'string' && error.message ? error.message : message || UNKNOWN_ERROR
  // Stock went, or the money was refunded because the order could not be made: the page shows what is left.
  if (error.code === 'stock_out' || error.code === 'payment_refunded') return { kind: 'reload', message: text }
  if (error.disablePaymentButton === true) return { kind: 'disable', message: text }
  if (error.code === 'total_changed') return { kind: 'totals', message: text, totals: error.totals ?? null }
  if (isRecord(error.errors) && Object.keys(error.errors).length > 0) {
    const errors: Record<string, string[]> = {}
    for (const [field, list] of Object.entries(error.errors))
      if (Array.isArray(list)) errors[field] = list.filter((m): m is string => typeof m === 'string')
    return { kind: 'fields', message: text, errors }
  }
  return { kind: 'popup', message: text, retry: status >= 500 }
}

/** Where a server field error belongs in the page's form ('email' → 'address.email', 'billing.zip' stays). */
export function formFieldOf(field: string): string | null {
  const path = field.replace(/^order\./, '').replace(/^shipping\.address\./, '')
  if ((ADDRESS_FIELDS as readonly string[]).includes(path)) return `address.${path}`
  if (/^billing\.(address1|zip|country)$/.test(path)) return path
  if (path === 'shipping.instructions' || path === 'instructions') return 'instructions'
  return null
}

/** Free-shipping progress as a share (0–1) of the threshold, for the bar. */
export function freeShippingShare(remaining: Cents, threshold: Cents): number {
  if (threshold <= 0) return 1
  return Math.min(1, Math.max(0, (threshold - remaining) / threshold))
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** 'YYYY-MM-DD' (a New York calendar date from the server) as 'Thu, Jun 12'; the text itself when it is not a date. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return ''
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)))
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
const partOf = (value: unknown, ...keys: string[]): string => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of keys) {
      const text = textOf((value as Record<string, unknown>)[key])
      if (text) return text
    }
    return ''
  }
  return textOf(value)
}

/** A placed order's shipping address (as stored, `Record<string, unknown>`) as the lines a label shows. */
export function orderAddressLines(address: Record<string, unknown>): {
  name: string
  lines: string[]
  contact: string[]
} {
  const name = [textOf(address.first_name), textOf(address.last_name)].filter(Boolean).join(' ')
  const region = partOf(address.state, 'abbreviation', 'name') || textOf(address.state_string)
  const place = [textOf(address.city), [region, textOf(address.zip)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  const lines = [
    textOf(address.address1),
    textOf(address.address2),
    place,
    partOf(address.country, 'name', 'code'),
  ].filter(Boolean)
  const contact = [textOf(address.phone), textOf(address.email)].filter(Boolean)
  return { name, lines, contact }
}

/** A method's name with its carrier in front, unless the name already starts with it ('FedEx 2Day'). */
export function methodTitle(carrier: string, name: string): string {
  return name.toLowerCase().startsWith(carrier.toLowerCase()) ? name : `${carrier} ${name}`
}

/** The create-order body of a checked form and the quote the page shows (checkout.md section 7). */
export function orderBodyOf(
  values: CheckoutFormValues,
  quote: QuoteView,
  basket: CreateOrderRequest['basket'],
  paymentMethod: PaymentMethodId,
): Omit<CreateOrderRequest, 'attempt'> {
  const billing = values.billing.sameAsShipping
    ? {
        sameAsShipping: true,
        address1: values.address.address1.slice(0, 120),
        zip: values.address.zip.slice(0, 20),
        country: values.address.country.slice(0, 2),
      }
    : values.billing
  const totals = quote.totals
  return {
    order: {
      shipping: { address: { ...values.address }, instructions: values.instructions },
      billing,
      shippingPackages: quote.data.map((p) => ({ id: p.id, method: p.chosenMethodId ?? '' })),
    },
    basket,
    check_total: totals.totalOrderPrice,
    prices: {
      subtotal: totals.subtotal,
      shipping: totals.shippingTotal,
      discount: totals.discount,
      tax: totals.tax,
      vatFee: totals.vatFee,
      total: totals.totalOrderPrice,
    },
    paymentMethod,
  }
}
