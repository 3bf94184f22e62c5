import type { Cents } from '../money'

/**
 * The payment interface (issue 12 item 5, issue 13): every way to pay (manual bank transfer, card and wallets through
 * Stripe, PayPal) is a provider with these steps. Providers never decide an amount: the operations give them the
 * server's total in cents, and check what the provider reports against it before an order is made. Framework-free
 * types; the implementations live in src/plugins/payments/providers.
 */
export interface PaymentCharge {
  /** The checkout attempt this payment is for (Stripe metadata, PayPal custom_id): how a webhook finds it. */
  reference: string
  email: string
  /** The server's total in cents. */
  amount: Cents
  currency: 'usd'
  /** What the shopper's statement and the provider's dashboard show. */
  description: string
}

export type PaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'

/** What a provider reports about a payment (or a refund); recorded as a transaction. */
export interface PaymentResult {
  status: PaymentStatus
  /**
   * The provider's id of the money movement: a PaymentIntent (pi_…), a PayPal capture, a refund (re_…); the one a
   * refund is made against. Null when there is none yet.
   */
  providerId: string | null
  /** What the provider says was taken (succeeded payments), to compare with the order's total. */
  amount?: Cents
  currency?: string
  /** The checkout attempt the provider has on record for it. */
  reference?: string | null
  /** Shown to the shopper when a step is needed from them (3-D Secure's client secret). */
  clientSecret?: string | null
  /** Bank-transfer text (manual payment). */
  instructions?: string | null
  /** The provider's message for a decline, as the shopper should read it. */
  error?: string | null
  /** The provider's code for a decline (card_declined, INSTRUMENT_DECLINED…). */
  errorCode?: string | null
  data?: Record<string, unknown>
}

/** A verified webhook delivery, reduced to what the store acts on. */
export interface PaymentEvent {
  eventId: string
  type: string
  /** The payment session's provider id it concerns (PaymentIntent id, PayPal order id), if any. */
  sessionProviderId: string | null
  /** The checkout attempt the provider has on record, if the event carries it. */
  reference: string | null
  /** 'finish': money may have been taken, finish the order; 'record': nothing to do but note it. */
  action: 'finish' | 'record'
  /** Refunds the event reports (made by the store or in the provider's dashboard), for the store to record. */
  refunds?: RefundNotice[]
}

/** A refund as a provider's webhook reports it (issue 29 item 3). */
export interface RefundNotice {
  /** The provider's refund id (re_…, a PayPal refund id). */
  refundId: string
  /** The payment it gives back: the PaymentIntent or the PayPal capture a store refund is made against. */
  paymentId: string
  amount: Cents
  status: 'pending' | 'succeeded' | 'failed'
}

export interface PaymentProvider<Ctx = unknown> {
  id: 'manual' | 'card' | 'paypal'
  /** The name the checkout shows. */
  title: string
  /** Configured and usable now (keys present). */
  live(): boolean
  /** What the browser needs to show the provider's fields (a publishable key, a client id); never a secret. */
  publicKey(): string | null
  /**
   * Starts paying (a PaymentIntent, a PayPal order, a bank-transfer instruction), idempotent on `key`: the same key
   * returns the same payment. `sessionProviderId` of the result identifies it from then on.
   */
  initiate(ctx: Ctx, charge: PaymentCharge, key: string): Promise<PaymentResult>
  /**
   * Moves a started payment on with what the shopper gave (a card's payment method, a PayPal approval): confirm the
   * PaymentIntent, capture the PayPal order. Idempotent on `key`.
   */
  confirm(
    ctx: Ctx,
    charge: PaymentCharge,
    sessionProviderId: string,
    input: { paymentMethodId?: string },
    key: string,
  ): Promise<PaymentResult>
  /**
   * Before an order is made: takes the money where the store does that step (PayPal's capture), then reports the
   * payment's state as the provider has it (never as the browser or a webhook's payload says). Idempotent on `key`.
   */
  settle(ctx: Ctx, charge: PaymentCharge, sessionProviderId: string, key: string): Promise<PaymentResult>
  /** Reads a webhook delivery; null when its signature does not check out. */
  webhook(ctx: Ctx, rawBody: string, headers: Headers): Promise<PaymentEvent | null>
  /** Gives back `amount` of a succeeded payment (`paymentId`: the payment result's providerId). Idempotent on `key`. */
  refund(ctx: Ctx, paymentId: string, amount: Cents, key: string): Promise<PaymentResult>
  /** Drops a started payment that took no money (a PaymentIntent not yet succeeded). */
  cancel(ctx: Ctx, sessionProviderId: string): Promise<PaymentResult>
}
