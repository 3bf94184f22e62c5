import type { PayloadRequest } from 'payload'
import { ConflictError, NotFoundError, PaymentDeclinedError, RuleError } from '../../../lib/errors'
import type { PaymentCharge, PaymentResult } from '../../../lib/payments/provider'
import type { CreateReturnReply } from '../../../lib/returns/api'
import type { Rma } from '../../../payload-types'
import { sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { kickJobs } from '../../jobs'
import { customerOf } from '../../orders'
import { paymentProvider } from '../../payments'
import { issueLabel } from './issue-label'
import { queueReturnMail } from './return-mail'
import { returnStarted } from './return-started'

export const LABEL_PAYMENT_NOT_AVAILABLE = 'Card payment is not available at the moment: send the item yourself.'
const PAYMENT_FAILED_NOTE = 'The label payment did not go through.'

const chargeOf = (rma: Rma): PaymentCharge => ({
  reference: `rma-${rma.attemptKey}`,
  email: rma.email,
  amount: rma.label?.price ?? 0,
  currency: 'usd',
  description: `Return label for RMA #${rma.id}`,
})

const cardProvider = () => {
  const provider = paymentProvider('card')
  if (!provider) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  return provider
}

/**
 * Pays for a return's label with the card the browser made (issue 30 item 3), after the return was recorded: the
 * PaymentIntent is made for the server's price with keys derived from the submission, so a repeated request never
 * charges twice. Succeeded: the return's label is issued. 3-D Secure: the browser is asked to authenticate, then
 * calls `confirmLabelPayment`. Declined: the return is canceled and the 402 carries the bank's message.
 */
export async function payLabel(req: PayloadRequest, rma: Rma, paymentMethodId: string): Promise<CreateReturnReply> {
  const provider = cardProvider()
  const key = `rma-${rma.attemptKey}`
  const started = await provider.initiate(req, chargeOf(rma), `${key}:label`)
  if (!started.providerId) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  await req.payload.update({
    collection: 'rmas',
    id: rma.id,
    data: { label: { ...rma.label, paymentId: started.providerId } },
    depth: 0,
    req,
    context: { returnOperation: true },
    overrideAccess: true, // the payment's id, written by the operation
  })
  const result = await provider.confirm(
    req,
    chargeOf(rma),
    started.providerId,
    { paymentMethodId },
    `${key}:label:confirm:${paymentMethodId}`,
  )
  return afterPayment(req, rma.id, result)
}

/** A submission sent again: the same return, its payment read again where it is still pending. */
export async function continueLabelPayment(req: PayloadRequest, rma: Rma): Promise<CreateReturnReply> {
  if (rma.status !== 'label_payment_pending' || !rma.label?.paymentId) return { rma: { id: rma.id } }
  return confirmLabelPayment(req, rma.id)
}

/** POST /api/create-rma/{id}/pay: after 3-D Secure, the label's payment is confirmed and the label issued. */
export async function confirmLabelPayment(req: PayloadRequest, rmaId: number): Promise<CreateReturnReply> {
  const customer = customerOf(req)
  const rma = await req.payload.findByID({
    collection: 'rmas',
    id: rmaId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  }) // checked as the caller's own below
  if (!rma || Number(rma.customer) !== customer) throw new NotFoundError('Return not found.')
  if (rma.status !== 'label_payment_pending') return { rma: { id: rma.id } }
  if (!rma.label?.paymentId) throw new ConflictError('This return has no label payment to confirm.')
  const provider = cardProvider()
  const key = `rma-${rma.attemptKey}`
  const now = await provider.settle(req, chargeOf(rma), rma.label.paymentId, `${key}:label:read`)
  const result =
    now.data?.status === 'requires_confirmation'
      ? await provider.confirm(req, chargeOf(rma), rma.label.paymentId, {}, `${key}:label:confirm:after-action`)
      : now
  return afterPayment(req, rma.id, result)
}

/**
 * What the payment's outcome does to the return, claimed by one conditional UPDATE so a webhook, the deadline job and
 * the browser finishing the same payment do it once.
 */
export async function afterPayment(
  req: PayloadRequest,
  rmaId: number,
  result: PaymentResult,
): Promise<CreateReturnReply> {
  if (result.status === 'requires_action')
    return { rma: { id: rmaId }, requiresAction: true, clientSecret: result.clientSecret ?? null }
  if (result.status !== 'succeeded' && result.status !== 'failed' && result.status !== 'canceled')
    return { rma: { id: rmaId } }
  const paid = result.status === 'succeeded'
  await inTransaction(req, async () => {
    const db = await transactionSql(req)
    const claimed = await db.execute(sql`update rmas set status = ${paid ? 'return_label_issued' : 'canceled'},
        label_payment_status = ${paid ? 'paid' : 'failed'}, closed_note = ${paid ? null : PAYMENT_FAILED_NOTE}
      where id = ${rmaId} and status = 'label_payment_pending' returning id`)
    if (claimed.rows.length === 0) return
    const rma = await req.payload.findByID({ collection: 'rmas', id: rmaId, depth: 0, req, overrideAccess: true }) // claimed above
    if (!paid) return queueReturnMail(req, rma.id, 'payment_failed')
    const order = await req.payload.findByID({
      collection: 'orders',
      id: Number(rma.order),
      depth: 0,
      req,
      overrideAccess: true,
    }) // the return's own order
    await returnStarted(req, rma, order)
  })
  kickJobs(req.payload)
  if (!paid)
    throw new PaymentDeclinedError(result.error ?? 'Your card was declined.', result.errorCode ?? 'card_declined')
  // Paid just now: the label service buys the label (nothing to do where staff upload it).
  await issueLabel(
    req,
    await req.payload.findByID({ collection: 'rmas', id: rmaId, depth: 0, req, overrideAccess: true }),
  )
  return { rma: { id: rmaId } }
}
