import type { PayloadRequest } from 'payload'
import { InputError, NotFoundError, StoreError } from '../../../lib/errors'
import type { RefundNotice } from '../../../lib/payments/provider'
import type { PaymentSession } from '../../../payload-types'
import { sql } from '../../../server/sql'
import { onlineProvider } from '../registry'
import { findSession } from './sessions'

/**
 * What the store does when a provider says a session's money was taken: the orders plugin's sale (`finishSale`),
 * registered through `paymentsPlugin({ onPaid })`. A StoreError is the shopper's outcome (refunded, declined, not yet
 * paid); anything else is the store's failure.
 */
export type OnPaid = (req: PayloadRequest, session: PaymentSession) => Promise<unknown>

/** What the store does with a refund a provider reports: the orders plugin records it (`recordProviderRefund`). */
export type OnRefund = (req: PayloadRequest, provider: 'card' | 'paypal', notice: RefundNotice) => Promise<unknown>

export interface WebhookReply {
  received: true
  duplicate?: true
}

/**
 * A provider's webhook delivery (issue 13): the signature is checked on the raw body (Stripe's signing secret, PayPal's
 * verification call), an event id already acted on changes nothing, and an event saying money was taken (Stripe's
 * payment_intent.succeeded, PayPal's approval or capture) is handed to `onPaid`, the same sale the browser's
 * create-order runs, reading the payment from the provider rather than from the event (so deliveries out of order, twice
 * or at the same time as the browser make one order). A refusal the shopper must hear about (stock gone: refunded and
 * mailed) is answered 200: the event was handled. A failure of the store's own is not recorded and answered 500, so
 * the provider delivers it again.
 */
export async function handleWebhook(
  req: PayloadRequest,
  providerId: 'card' | 'paypal',
  rawBody: string,
  handlers: { onPaid: OnPaid; onRefund?: OnRefund },
): Promise<WebhookReply> {
  const { onPaid, onRefund } = handlers
  const provider = onlineProvider(providerId)
  if (!provider?.live()) throw new NotFoundError('This payment provider is not configured.')
  const event = await provider.webhook(req, rawBody, req.headers)
  if (!event?.eventId) throw new InputError('The webhook signature does not check out.')
  if (await seen(req, providerId, event.eventId)) return { received: true, duplicate: true }
  const session = event.sessionProviderId
    ? ((await findSession(req, { providerId: event.sessionProviderId })) ??
      (event.reference ? await findSession(req, { attempt: event.reference }) : null))
    : null
  if (event.action === 'finish' && session && session.provider === providerId) {
    try {
      await onPaid(req, session)
    } catch (error) {
      // The shopper's own outcome (refunded, declined, not yet paid): handled, and logged for staff. A provider the
      // store could not reach is the store's failure: 503, not recorded, so the provider delivers the event again.
      if (!(error instanceof StoreError) || error.kind === 'unavailable') throw error
      req.payload.logger.warn({ attempt: session.attempt, event: event.type, reason: error.message }, 'Payment webhook')
    }
  } else if (event.action === 'finish') {
    req.payload.logger.warn({ event: event.eventId, type: event.type }, 'Payment webhook for no checkout of this store')
  }
  // A refund the event reports (the store's own, or one made in the provider's dashboard): recorded once. A failure
  // to record it is the store's: 500 and not noted, so the provider delivers it again.
  for (const notice of event.refunds ?? []) await onRefund?.(req, providerId, notice)
  await req.payload.db.drizzle.execute(sql`
    insert into payment_events (provider, event_id, type, session_id, updated_at, created_at)
    values (${providerId}, ${event.eventId}, ${event.type.slice(0, 200)}, ${session?.id ?? null}, now(), now())
    on conflict do nothing`)
  return { received: true }
}

async function seen(req: PayloadRequest, provider: string, eventId: string): Promise<boolean> {
  const { rows } = await req.payload.db.drizzle.execute(
    sql`select 1 from payment_events where provider = ${provider} and event_id = ${eventId} limit 1`,
  )
  return rows.length > 0
}
