import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { Order } from '../../../payload-types'
import { isOrderToken } from '../../orders'
import { attributeOrder } from './attribute'
import { approvedAffiliate } from './reads'
import { codeOfRefCookie, refCookieOf } from './signatures'

const NOT_FOUND = 'Order not found'

/** The order, when the caller owns it: its signed-in customer, or a guest holding its token. */
async function ownOrder(req: PayloadRequest, number: string, token: string | undefined): Promise<Order> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // ownership is decided below; every refusal is the same 404
  })
  const order = docs[0]
  if (!order) throw new NotFoundError(NOT_FOUND)
  const customer = typeof order.customer === 'object' ? order.customer?.id : order.customer
  const user = req.user?.collection === 'users' ? req.user : null
  const owner = user !== null && customer !== null && customer !== undefined && Number(user.id) === customer
  if (!owner && !isOrderToken(req.payload.secret, order.number, token)) throw new NotFoundError(NOT_FOUND)
  return order
}

/**
 * POST /api/orders/{orderId}/attach-affiliate (checkout.md sections 4 and 7): after a payment that finished without
 * the browser (a webhook, 3-D Secure), the checkout attaches the order to the affiliate of its `ref` cookie. Only the
 * order's owner may; once the order is attributed it does nothing.
 */
export async function attachAffiliate(
  req: PayloadRequest,
  input: { order: string; token?: string },
): Promise<{ attached: boolean }> {
  const order = await ownOrder(req, input.order, input.token)
  const code = codeOfRefCookie(req.payload.secret, refCookieOf(req.headers), new Date())
  const affiliate = code ? await approvedAffiliate(req, code) : null
  if (!affiliate) return { attached: false }
  const referral = await attributeOrder(req, { order: order.id, affiliate, source: 'attach' })
  return { attached: referral !== null }
}
