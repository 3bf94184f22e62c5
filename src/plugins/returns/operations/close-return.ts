import type { PayloadRequest } from 'payload'
import type { ReturnMailKind } from '../../../lib/mail/templates/return-update'
import { syncLine } from './line-returns'
import { queueReturnMail } from './return-mail'

const NOTES: Readonly<Record<string, string>> = {
  canceled: 'Return canceled by the customer',
  overdue: 'Return canceled: it did not arrive within 5 business days',
  label_failed: 'Return canceled: its label could not be bought',
}

/**
 * After a return was claimed as canceled (by the customer or the deadline job), in the same transaction: the order
 * product follows its remaining returns, and the customer is mailed. A paid label that was never used is refunded by
 * the 'refund-label' task.
 */
export async function closeReturn(
  req: PayloadRequest,
  id: number,
  kind: Extract<ReturnMailKind, 'canceled' | 'overdue' | 'label_failed'>,
) {
  const rma = await req.payload.findByID({ collection: 'rmas', id, depth: 0, req, overrideAccess: true }) // claimed by the caller
  const order = await req.payload.findByID({
    collection: 'orders',
    id: Number(rma.order),
    depth: 0,
    req,
    overrideAccess: true, // the return's own order
  })
  await syncLine(req, order, rma.orderProduct, NOTES[kind] ?? kind)
  await queueReturnMail(req, id, kind)
  if (rma.label?.paymentStatus === 'paid' && rma.label.paymentId)
    await req.payload.jobs.queue({ task: 'refund-label', input: { rma: id }, req })
}
