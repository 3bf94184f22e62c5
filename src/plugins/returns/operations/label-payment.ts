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

/** What a return's label costs the customer, the same for every call of one submission. */
export const labelCharge = (label: {
  attemptKey: string
  email: string
  price: number
  productName: string
}): PaymentCharge => ({
  reference: `rma-${label.attemptKey}`,
  email: label.email,
  amount: label.price,
  currency: 'usd',
  description: `Return label: ${label.productName}`,
})

export const chargeOf = (rma: Rma): PaymentCharge =>
  labelCharge({
    attemptKey: rma.attemptKey ?? '',
    email: rma.email,
    price: rma.label?.price ?? 0,
    productName: rma.productName,
  })

/** The form's payment method as the payments plugin names it, when it is live; null when it is not available. */
export function liveLabelProvider(method: string | null | undefined): 'card' | 'paypal' | null {
  const id = method === 'stripe' ? 'card' : method === 'paypal' ? 'paypal' : null
  return id && paymentProvider(id) ? id : null
}

/** The live provider a return's label is paid with ('card' or 'paypal'). */
const providerOf = (id: string | null | undefined) => {
  const provider = id === 'card' || id === 'paypal' ? paymentProvider(id) : null
  if (!provider) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  return provider
}

/**
 * Opens the label's payment (issue 30 item 3) before the return is written, in its transaction: a Stripe
 * PaymentIntent with manual confirmation, or the PayPal order the customer approves. Nothing is charged yet; keyed on
 * the submission, so asking again gives the same one.
 */
export async function openLabelPayment(
  req: PayloadRequest,
  method: 'card' | 'paypal',
  charge: PaymentCharge,
): Promise<string> {
  const started = await providerOf(method).initiate(req, charge, `${charge.reference}:label`)
  if (!started.providerId) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE)
  return started.providerId
}

/**
 * Confirms the label's PaymentIntent with the card the browser made, keyed on the submission and the card, so a
 * repeated request never charges twice. A provider out of reach throws (503): nothing is decided, the return stays
 * waiting for its payment, and the same submission (or the 'return-deadline' task) reads it again.
 */
export async function confirmLabelCard(req: PayloadRequest, rma: Rma, paymentMethodId: string): Promise<PaymentResult> {
  if (!rma.label?.paymentId) throw new ConflictError('This return has no label payment to confirm.')
  return providerOf('card').confirm(
    req,
    chargeOf(rma),
    rma.label.paymentId,
    { paymentMethodId },
    `rma-${rma.attemptKey}:label:confirm:${paymentMethodId}`,
  )
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
