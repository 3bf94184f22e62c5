import type { PayloadRequest } from 'payload'
import { PaymentDeclinedError, ServiceUnavailableError } from '../../../lib/errors'
import type { PayPalConfig } from '../../../lib/payments/config'
import type { PaymentEvent, PaymentProvider, PaymentResult, RefundNotice } from '../../../lib/payments/provider'
import { centsOfPayPal, createPayPalClient, PayPalError } from '../paypal/client'

type Client = ReturnType<typeof createPayPalClient>

/** PayPal's refusals a shopper caused (a declined funding source); anything else is the store's to log. */
const DECLINES = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED'])

function failure(req: PayloadRequest, error: unknown): never {
  if (error instanceof PayPalError && error.issue && DECLINES.has(error.issue))
    throw new PaymentDeclinedError('PayPal could not take the payment.', error.issue)
  req.payload.logger.error({ err: error }, 'PayPal call failed')
  throw new ServiceUnavailableError()
}

interface CaptureLike {
  id?: string
  status?: string
  amount?: { value?: string; currency_code?: string }
  custom_id?: string
}

/** The capture of a completed PayPal order, if any. */
function captureOf(order: unknown): CaptureLike | null {
  const units = (order as { purchase_units?: Array<{ payments?: { captures?: CaptureLike[] } }> }).purchase_units
  return units?.[0]?.payments?.captures?.[0] ?? null
}

/**
 * PayPal Orders v2 with intent CAPTURE (checkout.md section 4: the button, then the order is made with paypal_id):
 * the server creates the PayPal order with ITS amount, the shopper approves it in PayPal's window, and the store
 * captures it before making the order (`settle`), checking COMPLETED and the amount. A small fetch client
 * (`../paypal/client`) talks to the API, at PAYPAL_API_BASE in tests.
 */
export function paypalProvider(config: () => PayPalConfig | null): PaymentProvider<PayloadRequest> {
  let cached: { key: string; client: Client } | null = null
  const client = (): { api: Client; config: PayPalConfig } => {
    const c = config()
    if (!c) throw new ServiceUnavailableError()
    const key = `${c.clientId}|${c.apiBase.href}`
    if (cached?.key !== key)
      cached = {
        key,
        client: createPayPalClient({ apiBase: c.apiBase.href, clientId: c.clientId, clientSecret: c.clientSecret }),
      }
    return { api: cached.client, config: c }
  }
  const settle = async (req: PayloadRequest, orderId: string, key: string): Promise<PaymentResult> => {
    const { api } = client()
    try {
      const capture = await api.captureOrder(orderId, key)
      // A repeated PayPal-Request-Id gets the FIRST answer back: a capture that was PENDING then may have cleared
      // since (PAYMENT.CAPTURE.COMPLETED). Only a final answer is taken as it is; otherwise the order is read now.
      if (capture.captureStatus !== 'COMPLETED' && capture.captureStatus !== 'DECLINED') return read(req, orderId)
      return {
        status:
          capture.captureStatus === 'COMPLETED'
            ? 'succeeded'
            : capture.captureStatus === 'DECLINED'
              ? 'failed'
              : 'pending',
        providerId: capture.captureId,
        amount: capture.amountCents,
        currency: capture.currency.toLowerCase(),
        reference: capture.customId ?? null,
        data: {
          order: orderId,
          orderStatus: capture.status,
          captureStatus: capture.captureStatus,
          ...(capture.payerId ? { payer: `paypal:${capture.payerId}` } : {}),
        },
      }
    } catch (error) {
      if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') return read(req, orderId)
      if (error instanceof PayPalError && error.issue === 'ORDER_NOT_APPROVED')
        return { status: 'pending', providerId: null, data: { order: orderId } }
      if (error instanceof PayPalError && error.issue && DECLINES.has(error.issue))
        return {
          status: 'failed',
          providerId: null,
          error: 'PayPal could not take the payment.',
          errorCode: error.issue,
          data: { order: orderId, debugId: error.debugId },
        }
      return failure(req, error)
    }
  }
  const read = async (req: PayloadRequest, orderId: string): Promise<PaymentResult> => {
    try {
      const order = await client().api.getOrder(orderId)
      const capture = captureOf(order)
      // A pending capture PayPal later denied took nothing: failed, so the session can be paid again.
      const denied = capture?.status === 'DECLINED' || capture?.status === 'FAILED'
      return {
        status: capture?.status === 'COMPLETED' ? 'succeeded' : denied ? 'failed' : 'pending',
        ...(denied ? { error: 'PayPal could not take the payment.', errorCode: 'CAPTURE_DENIED' } : {}),
        providerId: capture?.id ?? null,
        amount: capture?.amount?.value ? centsOfPayPal(capture.amount.value) : 0,
        currency: capture?.amount?.currency_code?.toLowerCase(),
        reference: capture?.custom_id ?? null,
        data: {
          order: orderId,
          orderStatus: (order as { status?: string }).status,
          ...(order.payer?.payer_id ? { payer: `paypal:${order.payer.payer_id}` } : {}),
        },
      }
    } catch (error) {
      return failure(req, error)
    }
  }
  return {
    id: 'paypal',
    title: 'PayPal',
    live: () => config() !== null,
    publicKey: () => config()?.clientId ?? null,
    async initiate(req, charge, key) {
      try {
        const order = await client().api.createOrder({
          amountCents: charge.amount,
          currency: 'USD',
          customId: charge.reference,
          invoiceId: charge.reference,
          description: charge.description,
          requestId: key,
        })
        return { status: 'pending', providerId: order.id, data: { orderStatus: order.status } }
      } catch (error) {
        return failure(req, error)
      }
    },
    confirm: (req, _charge, orderId, _input, key) => settle(req, orderId, key),
    settle: (req, _charge, orderId, key) => settle(req, orderId, key),
    async webhook(req, rawBody, headers) {
      const { api, config: c } = client()
      let verified = false
      try {
        verified = await api.verifyWebhook({ headers, body: rawBody, webhookId: c.webhookId })
      } catch (error) {
        req.payload.logger.error({ err: error }, 'PayPal webhook verification failed')
        throw new ServiceUnavailableError('PayPal could not be reached to verify the event.')
      }
      if (!verified) {
        req.payload.logger.warn('PayPal webhook: the signature does not check out')
        return null
      }
      return paypalEventOf(JSON.parse(rawBody))
    },
    async refund(req, captureId, amount, key) {
      try {
        const refund = await client().api.refundCapture(captureId, { amountCents: amount, requestId: key })
        return {
          status: refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'FAILED' ? 'failed' : 'pending',
          providerId: refund.id,
          amount,
          currency: 'usd',
          data: { capture: captureId, status: refund.status },
        }
      } catch (error) {
        // PayPal refused the refund itself (already refunded, a bad amount): final. Anything else may be retried.
        if (error instanceof PayPalError && error.status >= 400 && error.status < 500 && error.status !== 429)
          return { status: 'failed', providerId: null, error: error.message }
        return failure(req, error)
      }
    },
    // An order that was never captured takes no money; PayPal lets it expire.
    cancel: async (_req, orderId) => ({ status: 'canceled', providerId: orderId }),
  }
}

interface PayPalEvent {
  id?: string
  event_type?: string
  resource?: {
    id?: string
    custom_id?: string
    purchase_units?: Array<{ custom_id?: string }>
    supplementary_data?: { related_ids?: { order_id?: string } }
    status?: string
    amount?: { value?: string; currency_code?: string }
    links?: Array<{ rel?: string; href?: string }>
  }
}

/** An approved order or a completed capture may have no order yet (the tab closed): finish it. */
export function paypalEventOf(event: PayPalEvent): PaymentEvent {
  const type = event.event_type ?? 'unknown'
  const r = event.resource ?? {}
  const isOrder = type.startsWith('CHECKOUT.ORDER.')
  return {
    eventId: String(event.id ?? ''),
    type,
    sessionProviderId: (isOrder ? r.id : r.supplementary_data?.related_ids?.order_id) ?? null,
    reference: (isOrder ? r.purchase_units?.[0]?.custom_id : r.custom_id) ?? null,
    action: type === 'CHECKOUT.ORDER.APPROVED' || type === 'PAYMENT.CAPTURE.COMPLETED' ? 'finish' : 'record',
    refunds: type === 'PAYMENT.CAPTURE.REFUNDED' ? refundOf(r) : [],
  }
}

/** PAYMENT.CAPTURE.REFUNDED's refund: its capture is the `up` link. */
function refundOf(r: PayPalEvent['resource'] & object): RefundNotice[] {
  const up = r.links?.find((l) => l.rel === 'up')?.href ?? ''
  const captureId = /\/captures\/([^/?#]+)/.exec(up)?.[1]
  const amount = r.amount?.value && /^\d+(\.\d{1,2})?$/.test(r.amount.value) ? centsOfPayPal(r.amount.value) : null
  if (!r.id || !captureId || amount === null) return []
  const status =
    r.status === 'COMPLETED' ? 'succeeded' : r.status === 'FAILED' || r.status === 'CANCELLED' ? 'failed' : 'pending'
  return [{ refundId: r.id, paymentId: captureId, amount, status }]
}
