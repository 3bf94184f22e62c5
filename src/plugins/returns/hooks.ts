import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { StoreError } from '../../lib/errors'
import type { ReturnMailKind } from '../../lib/mail/templates/return-update'
import { canMoveReturn, type ReturnStatus } from '../../lib/returns/states'
import { isAdmin } from '../../lib/roles'
import type { Order, Rma } from '../../payload-types'
import { sessionOf, sql } from '../../server/sql'
import { kickJobs } from '../jobs'
import { syncLine } from './operations/line-returns'
import { queueReturnMail } from './operations/return-mail'
import { FOLLOWED, receiveReturn, refundReturn } from './operations/staff-steps'

const CHANGED_MEANWHILE = 'This return changed while you were editing it (a cancel or another change). Reload it.'
const NOTES: Partial<Record<ReturnStatus, string>> = {
  being_returned: 'Return on its way',
  return_received: 'Return received',
  refunded: 'Return refunded',
  rejected: 'Return rejected',
  canceled: 'Return canceled by staff',
}
const MAILS: Partial<Record<ReturnStatus, ReturnMailKind>> = {
  return_received: 'received',
  refunded: 'refunded',
  rejected: 'rejected',
  canceled: 'canceled',
}

async function lockedStatus(req: PayloadRequest, id: number): Promise<string | undefined> {
  const db = await sessionOf(req)
  if (!db) return undefined
  const { rows } = await db.execute(sql`select status from rmas where id = ${id} for update`)
  return rows[0]?.status as string | undefined
}

const asApiError = (error: unknown) =>
  error instanceof StoreError
    ? new APIError(error.message, error.kind === 'conflict' ? 409 : 400, undefined, true)
    : error

/**
 * Staff moving a return in the admin or over REST (issue 30 items 5 and 7): each move must be in the table
 * (src/lib/returns/states.ts); the row is locked and compared with what the editor loaded, so a customer's cancel or
 * the deadline job racing it has one winner. Received: the units are checked and the undamaged ones restocked.
 * Refunded: the bill is made and the refund recorded. The order product follows, and the customer is mailed.
 */
export const staffMoves: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || req.context.returnOperation) return data
  const before = originalDoc as Rma
  const from = before.status as ReturnStatus
  const to = (data.status ?? from) as ReturnStatus
  if (from === to) return data
  const locked = await lockedStatus(req, before.id)
  if (locked !== undefined && locked !== from) throw new APIError(CHANGED_MEANWHILE, 409, undefined, true)
  if (to === 'refunded' && !isAdmin(req.user))
    throw new APIError('Only an administrator can refund a return: money leaves the shop.', 403, undefined, true)
  if (!canMoveReturn(from, to))
    throw new APIError(
      `A return cannot go from ${from.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}.`,
      400,
      undefined,
      true,
    )
  try {
    const order: Order = await req.payload.findByID({
      collection: 'orders',
      id: Number(before.order),
      depth: 0,
      req,
      overrideAccess: true, // staff act on the return's order
    })
    const next = { ...data }
    if (to === 'return_received')
      next.received = { ...data.received, ...(await receiveReturn(req, before, order, data.received ?? {})) }
    if (to === 'refunded') {
      const { bill, refund } = await refundReturn(req, { ...before, received: data.received ?? before.received }, order)
      next.bill = bill
      next.refund = refund
    }
    if (FOLLOWED.includes(to))
      await syncLine(req, order, before.orderProduct, NOTES[to] ?? to, { id: before.id, status: to })
    const mail = MAILS[to]
    if (mail) await queueReturnMail(req, before.id, mail)
    if (to === 'canceled' && before.label?.paymentStatus === 'paid')
      await req.payload.jobs.queue({ task: 'refund-label', input: { rma: before.id }, req })
    return next
  } catch (error) {
    throw asApiError(error)
  }
}

/** Staff uploaded the label (no label service): the customer is mailed that it is ready; jobs are kicked. */
export const labelUploaded: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const had = !!previousDoc?.label?.file
  if (!had && doc.label?.file && !doc.ownSend) await queueReturnMail(req, doc.id, 'label_ready')
  kickJobs(req.payload)
  return doc
}
