import type { Cents } from '../money'

/**
 * The payment interface (issue 12 item 5): every way to pay (manual bank transfer here; card and PayPal next) is a
 * provider with these five steps. Providers never decide an amount: the order operation gives them the server's
 * total in cents. Framework-free types; the implementations live in src/plugins/payments/providers.
 */
export interface PaymentOrder {
  /** The order's number (the order record is written after the provider answered). */
  number: string
  email: string
  /** The server's total in cents. */
  amount: Cents
  currency: 'usd'
}

/** What a provider reports about a payment; recorded as a transaction. */
export interface PaymentResult {
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'
  providerId: string | null
  /** Shown to the shopper when a step is needed from them (3-D Secure's client secret, bank-transfer text). */
  clientSecret?: string | null
  instructions?: string | null
  error?: string | null
  data?: Record<string, unknown>
}

export interface PaymentProvider<Ctx = unknown> {
  id: 'manual' | 'card' | 'paypal'
  /** The name the checkout shows. */
  title: string
  /** Configured and usable now (keys present). */
  live(): boolean
  /** Starts paying for an order, idempotent on `idempotencyKey`. */
  initiate(ctx: Ctx, order: PaymentOrder, idempotencyKey: string): Promise<PaymentResult>
  /** Finishes a payment that needed the shopper (3-D Secure, a PayPal approval). */
  confirm(ctx: Ctx, order: PaymentOrder, providerId: string): Promise<PaymentResult>
  /** Reads a provider's webhook delivery; null when it is not for this provider or not trusted. */
  webhook(ctx: Ctx, request: Request): Promise<{ eventId: string; type: string; providerId: string } | null>
  refund(
    ctx: Ctx,
    order: PaymentOrder,
    providerId: string,
    amount: Cents,
    idempotencyKey: string,
  ): Promise<PaymentResult>
  cancel(ctx: Ctx, order: PaymentOrder, providerId: string): Promise<PaymentResult>
}
