// Shared steps of the returns tests: a customer's order delivered by staff, a return's body, the store's rows.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { CreateReturnInput } from '../../../src/lib/returns/api'
import type { Order } from '../../../src/payload-types'
import { orderByNumber, placeOrder, query } from '../checkout/fixtures'
import type { newUser } from '../users'

type User = Awaited<ReturnType<typeof newUser>>

/** Staff moves every product of the order processed → shipped → delivered (`daysAgo` back-dates the delivery). */
export async function deliver(payload: Payload, number: string, staff: User, daysAgo = 0) {
  for (const status of ['processed', 'shipped', 'delivered'] as const) {
    const order = await orderByNumber(payload, number)
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        lines: order.lines.map((l) => ({
          ...l,
          status,
          ...(status === 'shipped' ? { shipment: { carrier: 'usps' as const, trackingNumber: '9400111899' } } : {}),
        })),
      },
      user: staff,
      overrideAccess: true, // staff's move, as the admin makes it
    })
  }
  if (daysAgo)
    await query(
      payload,
      `update orders_lines set delivered_at = now() - ($2 || ' days')::interval where _parent_id = $1`,
      [(await orderByNumber(payload, number)).id, String(daysAgo)],
    )
  return orderByNumber(payload, number)
}

/** A delivered, paid (bank transfer marked paid) order of `quantity` controllers for `user`. */
export async function deliveredOrder(
  payload: Payload,
  uid: string,
  user: User,
  staff: User,
  quantity = 1,
  daysAgo = 0,
) {
  const { created } = await placeOrder(payload, [{ id: uid, type: 'controller', quantity }], {
    user,
    email: user.email,
  })
  const placed = await orderByNumber(payload, created.orderId)
  await payload.update({
    collection: 'orders',
    id: placed.id,
    data: { paymentStatus: 'paid' },
    overrideAccess: true, // staff record the bank transfer
  })
  return deliver(payload, placed.number, staff, daysAgo)
}

export const attempt = () => randomBytes(12).toString('base64url')

export async function reasonId(payload: Payload, kind: 'general' | 'repair' | 'upgrade' | 'other') {
  const { docs } = await payload.find({ collection: 'return-reasons', where: { kind: { equals: kind } }, limit: 1 })
  if (!docs[0]) throw new Error(`no ${kind} reason`)
  return docs[0].id
}

/** An own-send return of `quantity` units of the order's first product. */
export function ownSend(lineId: string, reason: number, email: string, quantity = 1): CreateReturnInput {
  return {
    orderProductId: lineId,
    email,
    description: 'The left stick drifts.',
    reason,
    quantity,
    ownSend: true,
    createReturnLabel: false,
    attempt: attempt(),
  }
}

/** A return of the order's first product with a USPS Priority label paid by card (`paymentToken`, a test card). */
export function cardLabelReturn(
  order: Order,
  who: { email: string; reason: number },
  paymentToken: string,
): CreateReturnInput {
  return {
    orderProductId: order.lines[0]!.id!,
    email: who.email,
    description: 'Wrong colour.',
    reason: who.reason,
    quantity: 1,
    ownSend: false,
    createReturnLabel: true,
    shippingMethod: 'usps:Priority',
    paymentMethod: 'stripe',
    paymentToken,
    address: { address1: '350 5th Ave', address2: '', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
    attempt: attempt(),
  }
}

/** A one-page PDF label, as a carrier's label file is. */
export { labelPdf } from '../../peers/easypost/shipments'
