import type { Payload } from 'payload'
import { newCustomerMail } from '../../../lib/mail/templates/new-customer'
import { type OrderMailInput, orderConfirmationMail } from '../../../lib/mail/templates/order-confirmation'
import type { Order } from '../../../payload-types'
import { mailBrand, sendMail, storeLink } from '../../mail'
import { bankTransferOf } from './bank-transfer'
import { orderToken } from './order-link'

/** The confirmation's content from the stored order (prices as charged, never recomputed). */
export function orderMailInput(order: Order, ordersUrl: string): OrderMailInput {
  const s = order.shipping
  return {
    orderNumber: order.number,
    placedAt: order.createdAt,
    firstName: s?.firstName,
    lines: order.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitCents: l.unitPrice,
      totalCents: l.lineTotal,
      services: (l.services ?? []).map((sv) => ({ name: sv.name ?? '', cents: sv.price })),
    })),
    subtotalCents: order.totals?.subtotal ?? 0,
    shippingCents: order.totals?.shipping ?? 0,
    discount: order.coupon?.code
      ? { code: order.coupon.code, cents: order.coupon.totalDiscount, description: order.coupon.description }
      : null,
    taxCents: (order.totals?.tax ?? 0) + (order.totals?.vatFee ?? 0),
    totalCents: order.totals?.total ?? 0,
    shippingAddress: {
      firstName: s?.firstName ?? '',
      lastName: s?.lastName ?? '',
      address1: s?.address1 ?? '',
      address2: s?.address2,
      city: s?.city ?? '',
      state: s?.stateName,
      zip: s?.zip,
      country: s?.countryName ?? s?.country ?? '',
      phone: s?.phone,
    },
    ordersUrl,
  }
}

/**
 * After the order is committed: the confirmation to every buyer, and to a customer the checkout created, their
 * account and generated password (checkout.md section 1). A failed send is logged; the order stands.
 */
export async function sendOrderMails(payload: Payload, order: Order, newPassword: string | null): Promise<void> {
  try {
    const brand = await mailBrand(payload)
    const link = storeLink(
      `/thanks?order=${encodeURIComponent(order.number)}&token=${orderToken(payload.secret, order.number)}`,
    )
    const input = { ...orderMailInput(order, link), bankTransfer: await bankTransferOf(payload, order) }
    await sendMail(payload, { to: order.email, mail: orderConfirmationMail(input, brand) })
    if (newPassword)
      await sendMail(payload, {
        to: order.email,
        mail: newCustomerMail(
          {
            firstName: order.shipping?.firstName,
            email: order.email,
            password: newPassword,
            signInUrl: storeLink('/account/sign-in'),
          },
          brand,
        ),
      })
  } catch (error) {
    payload.logger.error({ err: error, order: order.number }, 'Order mails could not be sent')
  }
}
