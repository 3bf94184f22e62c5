import type { PayloadRequest } from 'payload'
import type { ReturnStatus } from '../../../lib/returns/states'
import type { Order, Rma } from '../../../payload-types'
import { syncLine } from './line-returns'
import { queueReturnMail } from './return-mail'

const CREATED_NOTE = 'Return started by the customer'

/** In the caller's transaction: the order product follows, the mail and (own-send) the deadline job are queued. */
export async function returnStarted(req: PayloadRequest, rma: Rma, order: Order) {
  await syncLine(req, order, rma.orderProduct, CREATED_NOTE, { id: rma.id, status: rma.status as ReturnStatus })
  // A label the service still has to buy: its mail goes once it is bought (issue-label.ts).
  if (!(rma.label?.shipmentId && !rma.label.labelUrl)) await queueReturnMail(req, rma.id, 'created')
  if (rma.ownSend && rma.deadline)
    await req.payload.jobs.queue({
      task: 'return-deadline',
      input: { rma: rma.id },
      waitUntil: new Date(rma.deadline),
      req,
    })
}
