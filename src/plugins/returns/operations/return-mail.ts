import type { Payload, PayloadRequest } from 'payload'
import { type ReturnMailKind, returnUpdateMail } from '../../../lib/mail/templates/return-update'
import { instantLabel } from '../../../lib/orders/order-dates'
import { returnPath } from '../../../lib/routes/account'
import { mailBrand, sendMail, storeLink } from '../../mail'

/** Queues a mail about a return in the caller's transaction: sent once the change commits, again if SMTP failed. */
export async function queueReturnMail(req: PayloadRequest, rma: number, kind: ReturnMailKind): Promise<void> {
  await req.payload.jobs.queue({ task: 'return-mail', input: { rma, kind }, req })
}

/** The queued mail, from the return as it is when sent (the 'return-mail' task). */
export async function sendReturnMail(payload: Payload, input: { rma: number; kind: ReturnMailKind }): Promise<void> {
  const rma = await payload.findByID({ collection: 'rmas', id: input.rma, depth: 1, overrideAccess: true }) // the mail's own return
  const order = typeof rma.order === 'object' ? rma.order : null
  const mail = returnUpdateMail(
    {
      kind: input.kind,
      rmaId: rma.id,
      firstName: order?.shipping?.firstName,
      item: `${rma.quantity > 1 ? `${rma.quantity} × ` : ''}${rma.productName}`,
      ownSendBy: rma.ownSend && rma.deadline ? instantLabel(rma.deadline) : null,
      labelByMail: !rma.ownSend && !rma.label?.file && !rma.label?.labelUrl,
      bill: rma.bill?.refundTotal !== undefined && rma.bill?.refundTotal !== null ? (rma.bill as never) : null,
      note: rma.closedNote,
      url: storeLink(returnPath(rma.id)),
    },
    await mailBrand(payload),
  )
  await sendMail(payload, { to: rma.email, mail })
}
