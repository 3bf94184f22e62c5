import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { invalidate } from '../../cache/invalidate'
import { moveProblem, orderStatusOf, shipmentProblem } from '../../lib/orders/fulfilment'
import { anticipatedShipAt } from '../../lib/orders/order-dates'
import { type Move, overrideNote, unpaidMoveVerdict } from '../../lib/orders/paid-moves'
import type { OrderProductStatus, OrderStatus } from '../../lib/orders/statuses'
import { isAdmin } from '../../lib/roles'
import { carrierOf, trackingNumberProblem, trackingUrl } from '../../lib/tracking/carriers'
import { sessionOf, sql } from '../../server/sql'
import { queueOrderMail } from './operations/order-status-mail'
import { releaseOrder } from './operations/release-order'
import { stockTags } from './operations/stock-tags'

type Line = Record<string, unknown> & { id?: string; name?: string; status?: OrderProductStatus }
type Shipment = { carrier?: string | null; trackingNumber?: string | null; shippedAt?: string | null }

const CHANGED_MEANWHILE =
  'This order changed while you were editing it (a cancel or another change). Reload it and try again.'

/** The order's row, its payment and its products' statuses as committed now, locked until this change commits. */
async function lockedState(req: PayloadRequest, id: number) {
  const db = await sessionOf(req)
  if (!db) return null
  const order = await db.execute(sql`select status, payment_status from orders where id = ${id} for update`)
  const lines = await db.execute(sql`select id, status from orders_lines where _parent_id = ${id}`)
  return {
    status: order.rows[0]?.status,
    paymentStatus: order.rows[0]?.payment_status,
    lines: new Map(lines.rows.map((r) => [String(r.id), r.status])),
  }
}

/**
 * Moves past new need a paid order (issue 50 item 8), or an administrator's `overrideReason`: the payment as this
 * change leaves it (an administrator may record it and move the items in one save), else as committed. Answers the
 * trimmed reason when an override let the change through, for the status history; throws the refusal otherwise.
 */
function checkPaid(
  req: PayloadRequest,
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown>,
  committedPayment: unknown,
  moves: Move[],
): string | null {
  const changed = data.paymentStatus !== undefined && data.paymentStatus !== originalDoc.paymentStatus
  const paymentStatus = String((changed ? data.paymentStatus : (committedPayment ?? originalDoc.paymentStatus)) ?? '')
  const verdict = unpaidMoveVerdict({
    number: String(originalDoc.number ?? originalDoc.id),
    paymentStatus,
    moves,
    reason: typeof data.overrideReason === 'string' ? data.overrideReason : null,
    byAdmin: req.user?.collection === 'users' && isAdmin(req.user),
  })
  if (!verdict.ok) throw new APIError(verdict.message, verdict.status, undefined, true)
  return verdict.override
}

/**
 * Staff moving order products (issue 29 item 4), for REST, GraphQL and the admin alike: each move must be in the
 * transition table, shipping needs a carrier and a tracking number (the tracking URL is built here), delivery gets its
 * date, and the order's status follows its products'. The order's row is locked and compared with what the editor
 * loaded, so a customer's cancel and a staff move that race have exactly one winner. An order that staff cancel
 * (every product canceled) gives its stock and coupon use back.
 */
export const checkFulfilment: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const state = await lockedState(req, Number(originalDoc.id))
  const before = new Map<string, Line>((originalDoc.lines ?? []).map((l: Line) => [String(l.id), l]))
  if (
    state &&
    (state.status !== originalDoc.status ||
      [...before.values()].some((l) => state.lines.get(String(l.id)) !== l.status))
  )
    throw new APIError(CHANGED_MEANWHILE, 409, undefined, true)
  const now = new Date().toISOString()
  const lines = Array.isArray(data.lines) ? (data.lines as Line[]) : null
  // The returns plugin moves a delivered item along its return (followReturn), never an edit.
  const returnMove = req.context.returnMove === true
  const moves: Move[] = []
  for (const line of lines ?? []) {
    const was = before.get(String(line.id))
    const from = was?.status ?? 'new'
    const to = line.status ?? from
    const name = String(was?.name ?? line.name ?? 'This item')
    const problem = returnMove
      ? null
      : (moveProblem(name, from, to) ?? shipmentProblem(name, to, line.shipment as Shipment | null))
    if (problem) throw new APIError(problem, 400, undefined, true)
    if (!returnMove) moves.push({ name, from, to })
    const shipment = line.shipment as Shipment | undefined
    if (shipment?.trackingNumber) {
      const numberProblem = trackingNumberProblem(shipment.trackingNumber)
      if (numberProblem) throw new APIError(`${name}: ${numberProblem}`, 400, undefined, true)
      const carrier = shipment.carrier ? carrierOf(shipment.carrier) : null
      line.shipment = {
        ...shipment,
        trackingNumber: shipment.trackingNumber.trim(),
        trackingUrl: carrier ? trackingUrl(carrier, shipment.trackingNumber.trim()) : null,
      }
    }
    if (to === 'shipped' && from !== 'shipped' && !shipment?.shippedAt)
      line.shipment = { ...(line.shipment as object), shippedAt: now }
    if (to === 'delivered' && from !== 'delivered' && !line.deliveredAt) line.deliveredAt = now
    if (to === 'processed' && from !== 'processed' && !line.anticipatedShippedAt) {
      const pkg = (originalDoc.packages ?? []).find((p: { packageId?: string }) => p.packageId === line.packageId)
      line.anticipatedShippedAt = anticipatedShipAt(pkg?.assemblyDate)
    }
  }
  const overridden = checkPaid(req, data, originalDoc, state?.paymentStatus, moves)
  const statuses = (lines ?? (originalDoc.lines as Line[])).map((l) => l.status ?? 'new') as OrderProductStatus[]
  const asked = (data.status ?? originalDoc.status) as OrderStatus
  const status = orderStatusOf(statuses, originalDoc.status === 'canceled' ? 'canceled' : asked)
  if (status === 'canceled' && originalDoc.status !== 'canceled' && !req.context.orderCanceled)
    // Staff canceled every product: the stock and the coupon use go back with this change. The pages are told now,
    // a moment before the commit; a customer's cancel tells them after its commit.
    invalidate(await stockTags(req, await releaseOrder(req, originalDoc)))
  // The override's reason goes on to recordStatusChange; one that no move needed is dropped.
  return { ...data, status, overrideReason: overridden ?? undefined }
}

/**
 * Appends status-history entries (the order's and each product's) with who made the change and when. The history
 * is frozen to REST and the admin, so this hook is its only writer after create. `req.context.statusNote` names why
 * (a customer's cancel); an administrator's override of an unpaid order (`checkFulfilment`) gives its own note.
 */
export const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const override = typeof data.overrideReason === 'string' ? data.overrideReason : null
  delete data.overrideReason
  if (operation !== 'update' || !originalDoc) return data
  const by = req.user?.collection === 'users' ? req.user.id : null
  const at = new Date().toISOString()
  const note = override
    ? overrideNote(String(data.paymentStatus ?? originalDoc.paymentStatus), override)
    : typeof req.context.statusNote === 'string'
      ? req.context.statusNote
      : null
  const entries: Array<Record<string, unknown>> = []
  // A customer's cancel claims the order by a conditional UPDATE first, so it names the status it came from.
  const was = typeof req.context.previousStatus === 'string' ? req.context.previousStatus : originalDoc.status
  if (data.status !== undefined && data.status !== was) entries.push({ status: data.status, at, by, note })
  const before = new Map<string, Line>((originalDoc.lines ?? []).map((l: Line) => [String(l.id), l]))
  for (const line of Array.isArray(data.lines) ? (data.lines as Line[]) : []) {
    const prior = before.get(String(line.id))
    if (prior && line.status && line.status !== prior.status)
      entries.push({ status: line.status, at, by, line: String(line.id), note })
  }
  if (entries.length === 0) return data
  const history = Array.isArray(originalDoc.statusHistory) ? originalDoc.statusHistory : []
  return {
    ...data,
    statusHistory: [...history.map((entry: Record<string, unknown>) => ({ ...entry })), ...entries],
  }
}

/** Queues the customer's mail for each product that shipped or was delivered, in the change's own transaction. */
export const queueStatusMails: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const before = new Map<string, Line>((previousDoc.lines ?? []).map((l: Line) => [String(l.id), l]))
  for (const line of (doc.lines ?? []) as Line[]) {
    const was = before.get(String(line.id))?.status
    if ((line.status === 'shipped' || line.status === 'delivered') && line.status !== was)
      await queueOrderMail(req, { order: doc.id, kind: line.status, line: String(line.id) })
  }
  return doc
}
