import type { Payload, PayloadRequest } from 'payload'
import { type OrderUpdateKind, orderUpdateMail } from '../../../lib/mail/templates/order-update'
import { ACCOUNT_ORDERS_PATH, trackPath } from '../../../lib/routes/account'
import { carrierOf } from '../../../lib/tracking/carriers'
import { mailBrand, sendMail, storeLink } from '../../mail'
import { orderMoney } from './refunds/balance'

export interface OrderMailJob {
  order: number
  kind: OrderUpdateKind
  /** The order product it concerns (shipped, delivered). */
  line?: string | null
}

/** Queues a customer mail in the caller's transaction: it is sent once the change commits, and again if SMTP failed. */
export async function queueOrderMail(req: PayloadRequest, input: OrderMailJob): Promise<void> {
  await req.payload.jobs.queue({ task: 'order-mail', input: { ...input, line: input.line ?? null }, req })
}

/** The queued mail, from the order as it is when sent (the 'order-mail' task). Throws when SMTP refuses it. */
export async function sendOrderMail(payload: Payload, input: OrderMailJob): Promise<void> {
  const order = await payload.findByID({ collection: 'orders', id: input.order, depth: 0, overrideAccess: true }) // the mail's own order
  const line = input.line ? order.lines.find((l) => l.id === input.line) : null
  const shipment = line?.shipment
  const carrier = shipment?.carrier ? carrierOf(shipment.carrier) : null
  const money = input.kind === 'canceled' ? await orderMoney(payload, order) : null
  const cancelRefund = money?.refunds.find((r) => r.reason === CANCEL_REASON)
  const mail = orderUpdateMail(
    {
      kind: input.kind,
      orderNumber: order.number,
      firstName: order.shipping?.firstName,
      item: line ? { name: line.name, quantity: line.quantity } : null,
      shipment:
        carrier && shipment?.trackingNumber
          ? {
              carrier: carrier.name,
              service: shipment.service,
              trackingNumber: shipment.trackingNumber,
              trackingUrl: shipment.trackingUrl,
            }
          : null,
      refund: cancelRefund ? { cents: cancelRefund.amount, provider: cancelRefund.provider } : null,
      url: storeLink(input.kind === 'shipped' && line?.id ? trackPath(line.id) : ACCOUNT_ORDERS_PATH),
    },
    await mailBrand(payload),
  )
  await sendMail(payload, { to: order.email, mail })
}

/** The reason a customer's cancel gives its refund. */
export const CANCEL_REASON = 'Canceled by the customer'
