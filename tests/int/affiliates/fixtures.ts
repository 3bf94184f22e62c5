// Shared steps of the referral tests: a member, the signed ref cookie, orders placed with it.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { REF_COOKIE } from '../../../src/lib/affiliates/codes'
import { refCookieValue } from '../../../src/plugins/affiliates/operations/signatures'
import type { CreateOrderInput } from '../../../src/plugins/orders/operations/create-order'
import { orderInput, placeable, requestAs } from '../checkout/fixtures'
import type { newUser } from '../users'

type User = Awaited<ReturnType<typeof newUser>>

/** A referral member for `user` with a fresh code. */
export async function memberOf(payload: Payload, user: User, kind: 'member' | 'partner' = 'member') {
  const code = randomBytes(6).toString('hex').toUpperCase()
  return payload.create({
    collection: 'affiliates',
    data: { email: user.email, name: user.firstName, code, kind, status: 'approved', customer: user.id },
    overrideAccess: true, // the test's own fixture
  })
}

/** The Cookie header a browser sends after arriving through `code`'s link. */
export const refCookie = (payload: Payload, code: string) =>
  `${REF_COOKIE}=${refCookieValue(payload.secret, code, new Date())}`

/** A request as create-order gets it from a browser holding `cookie`. */
export function browserRequest(payload: Payload, user: unknown, cookie?: string) {
  const req = requestAs(payload, user)
  if (cookie) req.headers.set('cookie', cookie)
  return req
}

/** Places an order as a browser with `cookie` would: the page's quote, then create-order. */
export async function placeWith(
  payload: Payload,
  products: CreateOrderInput['basket']['products'],
  extra: Parameters<typeof orderInput>[1] & { user?: unknown; cookie?: string } = {},
) {
  const { createOrder } = await import('../../../src/plugins/orders/operations/create-order')
  const input = orderInput(products, extra)
  const body = await placeable(browserRequest(payload, extra.user ?? null, extra.cookie), input)
  return createOrder(browserRequest(payload, extra.user ?? null, extra.cookie), body)
}

export async function referralOf(payload: Payload, orderNumber: string) {
  const order = (
    await payload.find({ collection: 'orders', where: { number: { equals: orderNumber } }, limit: 1, depth: 0 })
  ).docs[0]!
  const { docs } = await payload.find({
    collection: 'referrals',
    where: { order: { equals: order.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true, // the test reads what was written
  })
  return { order, referral: docs[0] ?? null }
}

export async function ledgerOfReferral(payload: Payload, referral: number) {
  const { docs } = await payload.find({
    collection: 'affiliate-ledger',
    where: { referral: { equals: referral } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true, // the test reads what was written
  })
  return docs
}
