/**
 * What POST /v2/checkout/orders must carry, checked as PayPal checks it: a schema error (missing field, bad syntax,
 * too long) is a 400 INVALID_REQUEST, a business error (two-decimal precision, zero amount, totals that do not add
 * up) a 422 UNPROCESSABLE_ENTITY, each with the field's JSON pointer in the details.
 */
import { invalid, unprocessable } from './errors'
import { centsOf, type Money, usd } from './money'

/** The purchase unit an order keeps (the peer supports one per order). */
export interface PurchaseUnit {
  reference_id: string
  amount: Money & { breakdown?: unknown }
  description?: string
  custom_id?: string
  invoice_id?: string
  items?: unknown[]
}

const LIMIT = 127
const UNIT = "/purchase_units/@reference_id=='default'"

function text(unit: Record<string, unknown>, key: string): string | undefined {
  const value = unit[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') {
    throw invalid(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${UNIT}/${key}`,
    )
  }
  if (value.length > LIMIT) {
    throw invalid('INVALID_STRING_MAX_LENGTH', `The value of a field is too long (at most ${LIMIT}).`, `${UNIT}/${key}`)
  }
  return value
}

/** The breakdown's parts must add up to the amount, and the items to item_total, as PayPal checks. */
function checkBreakdown(amountCents: number, amount: Record<string, unknown>, items: unknown): void {
  const breakdown = amount.breakdown
  const list = Array.isArray(items) ? items : []
  if (breakdown === undefined) {
    if (list.length > 0) {
      throw unprocessable(
        'ITEM_TOTAL_REQUIRED',
        'If item details are specified, amount.breakdown.item_total is required.',
        `${UNIT}/amount/breakdown/item_total`,
      )
    }
    return
  }
  if (typeof breakdown !== 'object' || breakdown === null) {
    throw invalid(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${UNIT}/amount/breakdown`,
    )
  }
  const part = (key: string) => {
    const money = (breakdown as Record<string, unknown>)[key]
    return money === undefined ? 0 : centsOf(money, `${UNIT}/amount/breakdown/${key}`, { allowZero: true })
  }
  const sum =
    part('item_total') +
    part('tax_total') +
    part('shipping') +
    part('handling') +
    part('insurance') -
    part('shipping_discount') -
    part('discount')
  if (sum !== amountCents) {
    throw unprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      `${UNIT}/amount/value`,
    )
  }
  if (list.length === 0) return
  const itemsTotal = list.reduce<number>((total, item, index) => {
    const entry = (item ?? {}) as Record<string, unknown>
    const quantity = Number(entry.quantity)
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw invalid('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', `${UNIT}/items/${index}/quantity`)
    }
    return total + quantity * centsOf(entry.unit_amount, `${UNIT}/items/${index}/unit_amount`, { allowZero: true })
  }, 0)
  if (itemsTotal !== part('item_total')) {
    throw unprocessable(
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      `${UNIT}/amount/breakdown/item_total/value`,
    )
  }
}

/** The order's one purchase unit, validated; throws the `PeerError` PayPal would answer with. */
export function readOrderInput(body: unknown): PurchaseUnit {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.')
  }
  const { intent, purchase_units: units } = body as Record<string, unknown>
  if (intent === undefined) {
    throw invalid('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', '/intent')
  }
  if (intent !== 'CAPTURE') {
    throw invalid('INVALID_PARAMETER_VALUE', 'The peer supports intent CAPTURE only.', '/intent')
  }
  if (!Array.isArray(units) || units.length === 0) {
    throw invalid('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', '/purchase_units')
  }
  if (units.length > 1) {
    throw invalid('INVALID_ARRAY_MAX_ITEMS', 'The peer supports one purchase unit.', '/purchase_units')
  }
  const unit = (units[0] ?? {}) as Record<string, unknown>
  const amount = unit.amount as Record<string, unknown> | undefined
  const cents = centsOf(amount, `${UNIT}/amount`)
  checkBreakdown(cents, amount ?? {}, unit.items)
  const result: PurchaseUnit = {
    reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
    amount: { ...(amount as object), ...usd(cents) },
    ...(Array.isArray(unit.items) ? { items: unit.items } : {}),
  }
  for (const key of ['description', 'custom_id', 'invoice_id'] as const) {
    const value = text(unit, key)
    if (value !== undefined) result[key] = value
  }
  return result
}
