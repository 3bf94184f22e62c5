/**
 * The refund bill of a return (account.md section 3 `refundBill`, section 9 "Refund bill deducts the same day
 * assembly fee, the outbound shipping fee and the restocking fee"; issue 30 item 7). Pure, in cents.
 *
 * What the customer paid for the returned units is their share of the line (price and services), less the line's
 * share of the coupon, plus its share of the tax — each spread over the order's lines by their share of the
 * subtotal, and the units' part of the line by count, rounded once at the end. From it come off: the Same Day Assembly
 * fee of those units, the outbound shipping of their package (only on the first return that reaches that package),
 * and the restocking fee. Never below 0, never above what the order still has to refund.
 */
export interface BillInput {
  line: { quantity: number; lineTotal: number; sdaPerUnit: number }
  units: number
  order: { subtotal: number; discount: number; tax: number; vatFee: number }
  /** The package's shipping price, or 0 when an earlier return of that package already deducted it. */
  outboundShipping: number
  restockingFee: number
  /** What the order can still refund (captured less pending and succeeded refunds). */
  remaining: number
}

export interface RefundBill {
  /** What was paid for the returned units (the spec's orderGrandTotal). */
  orderGrandTotal: number
  sdaPrice: number
  shippingCost: number
  restockingFee: number
  refundTotal: number
}

export function refundBill(input: BillInput): RefundBill {
  const { line, units, order } = input
  if (!Number.isInteger(units) || units < 1 || units > line.quantity)
    throw new RangeError(`Cannot bill ${units} of ${line.quantity} units`)
  const share = order.subtotal > 0 ? line.lineTotal / order.subtotal : 0
  const linePaid = line.lineTotal - order.discount * share + (order.tax + order.vatFee) * share
  const orderGrandTotal = Math.max(0, Math.round((linePaid * units) / line.quantity))
  const sdaPrice = line.sdaPerUnit * units
  const shippingCost = Math.max(0, input.outboundShipping)
  const restockingFee = Math.max(0, input.restockingFee)
  const left = orderGrandTotal - sdaPrice - shippingCost - restockingFee
  const refundTotal = Math.min(Math.max(0, left), Math.max(0, input.remaining))
  return { orderGrandTotal, sdaPrice, shippingCost, restockingFee, refundTotal }
}
