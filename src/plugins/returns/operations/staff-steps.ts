import type { PayloadRequest } from 'payload'
import { invalidate } from '../../../cache/invalidate'
import { RuleError } from '../../../lib/errors'
import { type RefundBill, refundBill } from '../../../lib/returns/refund-bill'
import type { ReturnStatus } from '../../../lib/returns/states'
import type { Order, Rma } from '../../../payload-types'
import { sql, transactionSql } from '../../../server/sql'
import { openRefund, orderMoney, returnStock, stockTags } from '../../orders'
import { returnsOfLines } from './line-returns'
import { returnSettings } from './settings'

type Line = Order['lines'][number]

/** The stock counters one unit of the line took (older orders: a product line's own counter). */
function stockKeysOf(line: Line): string[] {
  if (Array.isArray(line.stockKeys)) return line.stockKeys.filter((k): k is string => typeof k === 'string')
  return line.kind === 'product' && line.product
    ? [`product_${typeof line.product === 'object' ? line.product.id : line.product}`]
    : []
}

/**
 * Staff mark a return received (issue 30 item 7): between 1 and the return's units arrived, some maybe damaged; the
 * undamaged ones go back to their stock counters in the same transaction (the pages are told at once).
 */
export async function receiveReturn(
  req: PayloadRequest,
  rma: Rma,
  order: Order,
  received: { units?: number | null; damaged?: number | null },
) {
  const units = received.units ?? rma.quantity
  const damaged = received.damaged ?? 0
  if (!Number.isInteger(units) || units < 1 || units > rma.quantity)
    throw new RuleError(`Units received must be between 1 and ${rma.quantity}.`)
  if (!Number.isInteger(damaged) || damaged < 0 || damaged > units)
    throw new RuleError(`Damaged units must be between 0 and the ${units} received.`)
  const line = order.lines.find((l) => l.id === rma.orderProduct)
  const back = units - damaged
  if (line && back > 0) {
    const changes = await returnStock(
      req,
      stockKeysOf(line).map((key) => ({ key, quantity: back })),
    )
    if (changes.length) invalidate(await stockTags(req, changes))
  }
  return {
    units,
    damaged,
    at: new Date().toISOString(),
    by: req.user?.collection === 'users' ? Number(req.user.id) : null,
  }
}

/**
 * The bill of a received return (issue 30 item 7): what was paid for the units received less Same Day Assembly, the
 * package's outbound shipping (only if no other return of that package deducted it) and the restocking fee, never
 * above what the order can still refund. The refund makes it under a lock on the order; the return page shows it as
 * expected while the return is being inspected.
 */
export async function returnBill(req: PayloadRequest, rma: Rma, order: Order): Promise<RefundBill> {
  const line = order.lines.find((l) => l.id === rma.orderProduct)
  if (!line) throw new RuleError('The order no longer has this item.')
  const packageLines = new Set(order.lines.filter((l) => l.packageId === line.packageId).map((l) => String(l.id)))
  const others = await returnsOfLines(req, [...packageLines])
  const shippingTaken = others.some(
    (r) => r.id !== rma.id && r.status !== 'canceled' && (r.bill?.shippingCost ?? 0) > 0,
  )
  const pkg = (order.packages ?? []).find((p) => p.packageId === line.packageId)
  // One after the other: inside a transaction both run on its single connection.
  const money = await orderMoney(req.payload, order, req)
  const settings = await returnSettings(req)
  return refundBill({
    line: {
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      sdaPerUnit: (line.services ?? []).find((s) => s.key === 'sda')?.price ?? 0,
    },
    units: rma.received?.units ?? rma.quantity,
    order: {
      subtotal: order.totals?.subtotal ?? 0,
      discount: order.totals?.discount ?? 0,
      tax: order.totals?.tax ?? 0,
      vatFee: order.totals?.vatFee ?? 0,
    },
    outboundShipping: shippingTaken ? 0 : (pkg?.price ?? 0),
    restockingFee: settings.restockingFee,
    remaining: money.remaining,
  })
}

/** The refund of a received return, under a lock on the order: its bill, and a refund above 0 recorded and sent by its job. */
export async function refundReturn(
  req: PayloadRequest,
  rma: Rma,
  order: Order,
): Promise<{ bill: RefundBill; refund: number | null }> {
  await (await transactionSql(req)).execute(sql`select id from orders where id = ${order.id} for update`)
  const bill = await returnBill(req, rma, order)
  if (bill.refundTotal === 0) return { bill, refund: null }
  const by = req.user?.collection === 'users' ? Number(req.user.id) : null
  const { refund } = await openRefund(req, order, {
    amount: bill.refundTotal,
    reason: `Return RMA #${rma.id}`,
    by,
    sendAfterMs: 0,
  })
  return { bill, refund: refund.id }
}

/** The moves that change an order product's status (the rest only record). */
export const FOLLOWED: readonly ReturnStatus[] = [
  'being_returned',
  'return_received',
  'refunded',
  'rejected',
  'canceled',
]
