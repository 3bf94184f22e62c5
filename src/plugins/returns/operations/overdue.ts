import type { PayloadRequest } from 'payload'
import { sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { paymentProvider } from '../../payments'
import { closeReturn } from './close-return'
import { afterPayment, chargeOf } from './label-payment'

/**
 * The 'return-deadline' task (account.md section 4: "An own-send return must arrive within 5 business days or it is
 * auto-canceled"). One conditional UPDATE cancels the return only while it is still being returned past its deadline:
 * run twice, it cancels once; a receipt committed first wins. A label payment left unfinished (3-D Secure abandoned)
 * is read from the provider: paid, the label is issued; otherwise the return is canceled.
 */
export async function checkReturnDeadline(req: PayloadRequest, rmaId: number): Promise<string> {
  const rma = await req.payload.findByID({
    collection: 'rmas',
    id: rmaId,
    depth: 0,
    req,
    overrideAccess: true, // the job's own return
    disableErrors: true,
  })
  if (!rma) return 'gone'
  if (rma.status === 'label_payment_pending') {
    const method = rma.label?.paymentProvider
    const provider = method === 'card' || method === 'paypal' ? paymentProvider(method) : null
    const paymentId = rma.label?.paymentId
    if (provider && paymentId) {
      const now = await provider.settle(req, chargeOf(rma), paymentId, `rma-${rma.attemptKey}:label:read`)
      if (now.status === 'succeeded') {
        await afterPayment(req, rma.id, now)
        return 'label issued'
      }
      await provider.cancel(req, paymentId).catch(() => null)
    }
    await afterPayment(req, rma.id, { status: 'canceled', providerId: paymentId ?? null }).catch(() => null)
    return 'payment abandoned'
  }
  const canceled = await inTransaction(req, async () => {
    const db = await transactionSql(req)
    const claimed = await db.execute(sql`update rmas set status = 'canceled',
        closed_note = 'Not received within 5 business days'
      where id = ${rmaId} and status = 'being_returned' and own_send and deadline < now() returning id`)
    if (claimed.rows.length === 0) return false
    await closeReturn(req, rmaId, 'overdue')
    return true
  })
  return canceled ? 'canceled' : 'kept'
}

/** The 'refund-label' task: an unused paid label's money goes back (a canceled return). Throws to be retried. */
export async function refundLabel(req: PayloadRequest, rmaId: number): Promise<string> {
  const rma = await req.payload.findByID({ collection: 'rmas', id: rmaId, depth: 0, req, overrideAccess: true }) // the job's own return
  const label = rma.label
  if (!label?.paymentId || label.paymentStatus !== 'paid' || !label.price) return 'nothing to refund'
  const method = label.paymentProvider
  const provider = method === 'card' || method === 'paypal' ? paymentProvider(method) : null
  if (!provider) throw new Error(`The ${method} provider is not configured: the label refund waits.`)
  const result = await provider.refund(req, label.paymentId, label.price, `rma-${rma.attemptKey}:label:refund`)
  if (result.status === 'failed') throw new Error(result.error ?? 'The label refund failed.')
  await req.payload.update({
    collection: 'rmas',
    id: rmaId,
    data: { label: { ...label, paymentStatus: 'refunded' } },
    depth: 0,
    req,
    context: { returnOperation: true },
    overrideAccess: true, // the task records the refund
  })
  return result.status
}
