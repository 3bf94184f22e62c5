import type { PayloadRequest } from 'payload'
import { isStaff, sameId } from '../../../access'
import type { OrderView, PaymentMethodId } from '../../../lib/checkout/api'
import { daysLabel } from '../../../lib/checkout/delivery'
import { NotFoundError } from '../../../lib/errors'
import { idOf } from '../../../lib/relations'
import type { Order } from '../../../payload-types'
import { bankTransferOf } from './bank-transfer'
import { isOrderToken } from './order-link'
import { orderCoupon } from './placed'

const NOT_FOUND = 'We could not find this order. Open it from your confirmation e-mail or your account.'

/**
 * One order for the thanks page (GET /api/order/view): its owner and staff by their session, anyone else only with
 * the order's token from the confirmation link. Every refusal is the same 404, so a number reveals nothing.
 */
export async function readOrder(req: PayloadRequest, input: { order: string; token?: string }): Promise<OrderView> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { number: { equals: input.order } },
    depth: 0,
    limit: 1,
    req,
    overrideAccess: true, // access is decided below: owner, staff, or the order's token
  })
  const order = docs[0] as Order | undefined
  if (!order) throw new NotFoundError(NOT_FOUND)
  const user = req.user?.collection === 'users' ? req.user : null
  const owner = user !== null && sameId(idOf(order.customer), user.id)
  if (!owner && !isStaff(user) && !isOrderToken(req.payload.secret, order.number, input.token))
    throw new NotFoundError(NOT_FOUND)
  return { ...orderView(order), bankTransfer: await bankTransferOf(req.payload, order) }
}

export function orderView(order: Order): OrderView {
  const s = order.shipping ?? {}
  const t = order.totals
  const canceled = order.status === 'canceled'
  return {
    orderId: order.number,
    status: order.status,
    placedAt: order.createdAt,
    email: order.email,
    paymentMethod: order.paymentMethod as PaymentMethodId,
    paymentStatus: order.paymentStatus,
    paymentInstructions: order.paymentInstructions ?? null,
    orderData: {
      shipping: {
        address: {
          first_name: s.firstName,
          last_name: s.lastName,
          email: s.email,
          phone: s.phone,
          address1: s.address1,
          address2: s.address2,
          city: s.city,
          state: s.state,
          state_name: s.stateName,
          zip: s.zip,
          country: { code: s.country, name: s.countryName },
        },
        instructions: s.instructions ?? '',
      },
    },
    packages: (order.packages ?? []).map((p) => ({
      name: p.name ?? 'Package',
      method: p.methodName ?? '',
      carrier: p.carrier ?? '',
      price: p.price,
      deliveryTime: p.deliveryTime ?? 0,
      deliveryTimeLabel: daysLabel(p.deliveryTime ?? 0),
      assemblyDate: p.assemblyDate ?? '',
      deliveryDate: p.deliveryDate ?? '',
      products: order.lines
        .filter((l) => l.packageId === p.packageId)
        .map((l) => ({ name: l.name, quantity: l.quantity, lineTotal: l.lineTotal, image: l.image ?? null })),
    })),
    items: order.lines.map((l) => ({
      productId: l.kind === 'product' ? idOf(l.product) : null,
      name: l.name,
      platform: l.platform ?? null,
      quantity: l.quantity,
      unitPrice: l.unitPrice + (l.servicesPrice ?? 0),
    })),
    coupon: orderCoupon(order),
    totals: {
      items: t?.items ?? 0,
      services: t?.services ?? 0,
      subtotal: t?.subtotal ?? 0,
      shippingTotal: t?.shipping ?? 0,
      discount: t?.discount ?? 0,
      tax: t?.tax ?? 0,
      vatFee: t?.vatFee ?? 0,
      totalOrderPriceBeforeTax: t?.totalBeforeTax ?? 0,
      totalOrderPrice: t?.total ?? 0,
    },
    tax: t?.tax ?? 0,
    vatFee: t?.vatFee ?? 0,
    // account.md: canceled orders show zero prices.
    total: canceled ? 0 : (t?.total ?? 0),
  }
}
