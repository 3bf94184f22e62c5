import type { PayloadRequest } from 'payload'
import { paymentRefundedMail } from '../../../lib/mail/templates/payment-refunded'
import { formatUSD } from '../../../lib/money'
import type { Order, PaymentSession } from '../../../payload-types'
import { inTransaction } from '../../../server/transaction'
import { mailBrand, sendMail, storeLink } from '../../mail'
import { findSession, onlineProvider, updateSession } from '../../payments'
import { track } from './after-order'
import { lockAttempt } from './create-order'
import { findOrderByAttempt } from './placed'
import { recordTransaction } from './record-payment'

export type RefundOutcome = { order: Order; message?: undefined } | { order?: undefined; message: string }

/**
 * Gives a session's money back when its order cannot be made (issue 13), once: under the attempt's lock, and only if
 * no order was placed for the attempt meanwhile (then that order is the answer and nothing is refunded). The refund's
 * idempotency key is the attempt's, so the browser and a webhook refunding at once make one refund. The session is
 * marked refunded (no order is made for it afterwards), the refund recorded, and the shopper mailed.
 */
export async function refundSession(
  req: PayloadRequest,
  session: PaymentSession,
  payment: { providerId: string | null; amount?: number },
  reason: string,
): Promise<RefundOutcome> {
  const amount = payment.amount ?? session.amount
  // Reasons come from other messages, some without a full stop ("…are out of stock"): one sentence each.
  const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`
  const message = `${sentence} Your payment of ${formatUSD(amount)} has been refunded.`
  const outcome = await inTransaction(req, async () => {
    await lockAttempt(req, session.attempt)
    const order = await findOrderByAttempt(req, session.attempt)
    if (order) return { order }
    const now = await findSession(req, { attempt: session.attempt })
    if (now?.status === 'refunded') return { message: now.error ?? message, sent: true }
    const provider = onlineProvider(session.provider)
    if (!provider || !payment.providerId) throw new Error(`Session ${session.attempt} has no payment to refund`)
    const key = `${session.attempt}:refund`
    const refund = await provider.refund(req, payment.providerId, amount, key)
    await updateSession(req, session.id, { status: 'refunded', error: message })
    await recordTransaction(
      req,
      { order: null, session: session.id, provider: provider.id, kind: 'refund', amount, idempotencyKey: key },
      refund,
    )
    return { message, sent: false }
  })
  if ('order' in outcome && outcome.order) return { order: outcome.order }
  if (!outcome.sent) track(mailRefund(req, session, amount, sentence))
  return { message: outcome.message ?? message }
}

async function mailRefund(req: PayloadRequest, session: PaymentSession, amountCents: number, reason: string) {
  const address = (session.checkout as { order?: { shipping?: { address?: { first_name?: string } } } }).order?.shipping
    ?.address
  try {
    await sendMail(req.payload, {
      to: session.email,
      mail: paymentRefundedMail(
        { firstName: address?.first_name, amountCents, reason, storeUrl: storeLink('/store') },
        await mailBrand(req.payload),
      ),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, attempt: session.attempt }, 'The refund mail could not be sent')
  }
}
