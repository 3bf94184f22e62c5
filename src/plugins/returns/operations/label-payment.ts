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

export const LABEL_PAYMENT_NOT_AVAILABLE =
  'This payment method is not available at the moment: choose another, or send the item yourself.'
const PAYMENT_FAILED_NOTE = 'The label payment did not go through.'

export const chargeOf = (rma: Rma): PaymentCharge => ({
  reference: `rma-${rma.attemptKey}`,
  email: rma.email,
  amount: rma.label?.price ?? 0,
  currency: 'usd',
  description: `Return label for RMA #${rma.id}`,
})

/** The live provider a return's label is paid with ('card' or 'paypal'). */
const providerOf = (id: string | null | undefined) => {
  const provider = id === 'card' || id === 'paypal' ? paymentProvider(id) : null
  if (!provider) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  return provider
}

/** Records the payment's provider id on the return (the PaymentIntent, the PayPal order). */
async function recordPaymentId(req: PayloadRequest, rma: Rma, paymentId: string) {
  await req.payload.update({
    collection: 'rmas',
    id: rma.id,
    data: { label: { ...rma.label, paymentId } },
    depth: 0,
    req,
    context: { returnOperation: true },
    overrideAccess: true, // the payment's id, written by the operation
  })
}

/**
 * Opens the PayPal order for a return's label (issue 30 item 3) for the server's price, idempotent on the submission:
 * the browser's PayPal button shows it, and once the customer approves it `confirmLabelPayment` captures it.
 */
export async function startLabelPayPal(req: PayloadRequest, rma: Rma): Promise<CreateReturnReply> {
  const started = await providerOf('paypal').initiate(req, chargeOf(rma), `rma-${rma.attemptKey}:label`)
  if (!started.providerId) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  if (started.providerId !== rma.label?.paymentId) await recordPaymentId(req, rma, started.providerId)
  return { rma: { id: rma.id }, paypalOrderId: started.providerId }
}

/**
 * Pays for a return's label with the card the browser made (issue 30 item 3), after the return was recorded: the
 * PaymentIntent is made for the server's price with keys derived from the submission, so a repeated request never
 * charges twice. Succeeded: the return's label is issued. 3-D Secure: the browser is asked to authenticate, then
 * calls `confirmLabelPayment`. Declined: the return is canceled and the 402 carries the bank's message.
 */
export async function payLabel(req: PayloadRequest, rma: Rma, paymentMethodId: string): Promise<CreateReturnReply> {
  const provider = providerOf('card')
  const key = `rma-${rma.attemptKey}`
  const started = await provider.initiate(req, chargeOf(rma), `${key}:label`)
  if (!started.providerId) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  await recordPaymentId(req, rma, started.providerId)
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
  // A PayPal order waits for the customer's approval: the same order again, never a capture before it.
  if (rma.label.paymentProvider === 'paypal') return startLabelPayPal(req, rma)
  return confirmLabelPayment(req, rma.id)
}

/**
 * POST /api/create-rma/{id}/pay: after 3-D Secure, or once the customer approved the PayPal order, the label's payment
 * is confirmed (the card) or captured (PayPal) and the label issued.
 */
export async function confirmLabelPayment(req: PayloadRequest, rmaId: number): Promise<CreateReturnReply> {
  const customer = customerOf(req)
  const rma = await req.payload.findByID({
    collection: 'rmas',
    id: rmaId,
    depth: 0,
    req,
    overrideAccess: true, // checked as the caller's own below
    disableErrors: true,
  })
  if (!rma || Number(rma.customer) !== customer) throw new NotFoundError('Return not found.')
  if (rma.status !== 'label_payment_pending') return { rma: { id: rma.id } }
  if (!rma.label?.paymentId) throw new ConflictError('This return has no label payment to confirm.')
  const provider = providerOf(rma.label.paymentProvider)
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
      overrideAccess: true, // the return's own order
    })
    await returnStarted(req, rma, order)
  })
  kickJobs(req.payload)
  if (!paid)
    throw new PaymentDeclinedError(result.error ?? 'Your card was declined.', result.errorCode ?? 'card_declined')
  // Paid just now: the label service buys the label (nothing to do where staff upload it).
  const issued = await req.payload.findByID({ collection: 'rmas', id: rmaId, depth: 0, req, overrideAccess: true }) // claimed above
  await issueLabel(req, issued)
  return { rma: { id: rmaId } }
}
