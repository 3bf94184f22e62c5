/**
 * The peer's memory: every object it made, keyed by id, and the events in the order they happened. Routes change
 * the objects in place and call `emit` for each status change; `emit` keeps a snapshot and tells the webhook sender.
 */
import { randomBytes } from 'node:crypto'
import type { Charge, PaymentIntent, PaymentMethod, Refund, StripeEvent, StripeObject } from './objects'

/** Who caused a change: copied into the events it makes (`request.id`, `request.idempotency_key`). */
export interface RequestContext {
  requestId: string | null
  idempotencyKey: string | null
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A Stripe-like id: `pi_` + 24 random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return `${prefix}_${id}`
}

/** Unix seconds, as in every `created` field. */
export const now = (): number => Math.floor(Date.now() / 1000)

/** Every object and event of one peer, in memory. */
export class Store {
  readonly paymentMethods = new Map<string, PaymentMethod>()
  /** The full number behind each payment method (Stripe never shows it; the peer needs it to pick an outcome). */
  readonly cardNumbers = new Map<string, string>()
  readonly intents = new Map<string, PaymentIntent>()
  /** Intents whose current payment method has passed 3-D Secure. */
  readonly authenticated = new Set<string>()
  readonly charges = new Map<string, Charge>()
  readonly refunds = new Map<string, Refund>()
  readonly events: StripeEvent[] = []

  constructor(
    private readonly apiVersion: string,
    private readonly onEvent: (event: StripeEvent) => void,
  ) {}

  /** Records an event with a snapshot of `object` as it is now. */
  emit(type: string, object: StripeObject, context: RequestContext): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      data: { object: structuredClone(object) },
    }
    this.events.push(event)
    this.onEvent(event)
    return event
  }

  /** Forgets everything. */
  reset(): void {
    this.paymentMethods.clear()
    this.cardNumbers.clear()
    this.intents.clear()
    this.authenticated.clear()
    this.charges.clear()
    this.refunds.clear()
    this.events.length = 0
  }
}
