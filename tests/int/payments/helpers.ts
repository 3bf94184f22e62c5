// Shared steps of the payment integration tests: a stocked build, a card or PayPal checkout body, paying by card,
// and reading back what the store and the peers recorded (sessions, transactions, events, mails).
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '../../../src/payload-types'
import type { CreateOrderInput } from '../../../src/plugins/orders/operations/create-order'
import { payByCard } from '../../../src/plugins/orders/operations/pay-by-card'
import {
  defaultBuild,
  eventually,
  guestEmail,
  orderInput,
  placeable,
  query,
  requestAs,
  restockHardware,
  setValueStock,
  storeConfiguration,
} from '../checkout/fixtures'
import { restClient } from '../http'
import { DEMO_PASSWORDS, userByEmail } from '../payload'
import type { startPeers } from './setup'

export type Peers = Awaited<ReturnType<typeof startPeers>>
export type User = Awaited<ReturnType<typeof userByEmail>>

/** A stored ps5 build whose inventoried values have `stock` units each; their ids for stock checks. */
export async function stockedBuild(payload: Payload, stock = 1000) {
  await restockHardware(payload)
  const { selection, inventoried } = await defaultBuild(payload)
  const valueIds = inventoried.map((v) => v.id)
  for (const id of valueIds) await setValueStock(payload, id, stock)
  return { uid: await storeConfiguration(payload, 'ps5', selection), valueIds }
}

/** A placeable checkout of one controller for a method, as a guest (a fresh e-mail) or as `user`. */
export async function checkoutBody(
  payload: Payload,
  uid: string,
  method: 'card' | 'paypal',
  options: { user?: User | null; email?: string } = {},
): Promise<CreateOrderInput> {
  const email = options.user?.email ?? options.email ?? guestEmail(method)
  const input = orderInput([{ id: uid, type: 'controller', quantity: 1 }], { email })
  input.paymentMethod = method
  return placeable(requestAs(payload, options.user ?? null), input)
}

/** POST /api/checkout/stripe's body for a card payment of `body` with a payment method. */
export const cardPayment = (body: CreateOrderInput, paymentMethodId = 'pm_card_visa') => ({
  ...body,
  amount: body.check_total,
  method: 'card' as const,
  paymentMethodId,
})

/** Pays `body` by card through the operation; returns the PaymentIntent id. */
export async function payCard(req: PayloadRequest, body: CreateOrderInput, paymentMethodId = 'pm_card_visa') {
  const paid = await payByCard(req, cardPayment(body, paymentMethodId))
  if (!paid.paymentIntentId || paid.requiresAction) throw new Error(`card payment not done: ${JSON.stringify(paid)}`)
  return paid.paymentIntentId
}

/** The stored payment session of an attempt (every field). */
export async function sessionOf(payload: Payload, attempt: string) {
  const { docs } = await payload.find({
    collection: 'payment-sessions',
    where: { attempt: { equals: attempt } },
    depth: 0,
    limit: 1,
    overrideAccess: true, // the test reads what was written
  })
  return docs[0] ?? null
}

/** Orders placed for an attempt (at most one, if idempotency holds). */
export async function ordersOf(payload: Payload, attempt: string): Promise<Order[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { attemptKey: { equals: attempt } },
    depth: 0,
    pagination: false,
    overrideAccess: true, // the test reads what was written
  })
  return docs
}

/** Transactions of an attempt's order or session, as [kind, amount, status] rows, oldest first. */
export async function transactionsOf(payload: Payload, where: { order: number } | { session: number }) {
  const { docs } = await payload.find({
    collection: 'transactions',
    where: 'order' in where ? { order: { equals: where.order } } : { session: { equals: where.session } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true, // the test reads what was written
  })
  return docs
}

/** An order's refund records (issue 29), oldest first. */
export async function refundRecordsOf(payload: Payload, order: number) {
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { order: { equals: order } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true, // the test reads what was written
  })
  return docs
}

/** Counts of what a payment may write: sessions, recorded webhook events (orders etc. are in `footprint`). */
export async function paymentRows(payload: Payload) {
  const [row] = await query<{ sessions: string; events: string }>(
    payload,
    `select (select count(*) from payment_sessions) as sessions, (select count(*) from payment_events) as events`,
  )
  return { sessions: Number(row?.sessions), events: Number(row?.events) }
}

/** The Stripe peer's `payment_intent.succeeded` event of an intent. */
export function succeededEvent(peers: Peers, intentId: string): string {
  const event = peers.stripe
    .events()
    .find((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id?: string }).id === intentId)
  if (!event) throw new Error(`no payment_intent.succeeded for ${intentId}`)
  return event.id
}

/** The mails the store kept for an address (no SMTP in tests), once at least `count` are there. */
export async function mailsTo(payload: Payload, to: string, count = 1) {
  return eventually(async () => {
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: to } },
      sort: 'createdAt',
      overrideAccess: true, // the test reads the mails the store kept
    })
    return docs.length >= count ? docs : undefined
  })
}

/** REST calls through Payload's router as a guest or a user; answers status and JSON. */
export function restCalls(payloadOf: () => Payload, passwords: Record<string, string> = { ...DEMO_PASSWORDS }) {
  const { rest, as } = restClient(payloadOf, passwords)
  const post = async (user: { email: string } | null, path: string, body: unknown) => {
    const response = await rest(path, await as(user, { method: 'POST', body: JSON.stringify(body) }))
    return {
      status: response.status,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    }
  }
  return { post, passwords }
}

/** A new customer account with a known password (so the REST client can sign in as them). */
export async function newCustomer(payload: Payload, passwords: Record<string, string>, name: string): Promise<User> {
  const email = guestEmail(`pay-${name}`)
  passwords[email] = `${name}-password-1`
  await payload.create({
    collection: 'users',
    data: { email, password: passwords[email]!, role: 'customer', firstName: name },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, email)
}
