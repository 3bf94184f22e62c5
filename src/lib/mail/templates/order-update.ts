import { formatUSD } from '../../money'
import { greeting } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

export type OrderUpdateKind = 'canceled' | 'shipped' | 'delivered'

export interface OrderUpdateInput {
  kind: OrderUpdateKind
  orderNumber: string
  firstName?: string | null
  /** The order product it concerns (shipped, delivered). */
  item?: { name: string; quantity: number } | null
  shipment?: { carrier: string; service?: string | null; trackingNumber: string; trackingUrl?: string | null } | null
  /** Canceled: what goes back and how ('card', 'paypal', 'manual'); null when nothing was paid. */
  refund?: { cents: number; provider: string } | null
  /** The account's order page or the tracking page. */
  url: string
}

const HOW_BACK: Readonly<Record<string, string>> = {
  card: 'to your card; depending on your bank it shows on your statement within 5–10 business days',
  paypal: 'to your PayPal account, usually within a few days',
  manual: 'by bank transfer: our team will contact you for the account to send it to',
}

/**
 * The customer's mails as an order moves on (issue 29 items 2 and 4): a cancel with its refund, a shipment with its
 * tracking number and link, a delivery.
 */
export function orderUpdateMail(input: OrderUpdateInput, brand: MailBrand = DEFAULT_BRAND): Mail {
  const item = input.item ? `${input.item.quantity > 1 ? `${input.item.quantity} × ` : ''}${input.item.name}` : ''
  if (input.kind === 'canceled') {
    const refund = input.refund
    return renderMail({
      brand,
      subject: `Your order ${input.orderNumber} is canceled`,
      heading: 'Your order is canceled',
      blocks: [
        { kind: 'p', text: greeting(input.firstName) },
        {
          kind: 'p',
          text: `As you asked, we canceled order ${input.orderNumber}. Nothing of it will be built or shipped.`,
        },
        {
          kind: 'p',
          text: refund
            ? `We are refunding ${formatUSD(refund.cents)} ${HOW_BACK[refund.provider] ?? 'the way you paid'}.`
            : 'No payment was taken for this order, so there is nothing to refund.',
        },
        { kind: 'button', label: 'See your orders', url: input.url },
      ],
    })
  }
  if (input.kind === 'shipped') {
    const s = input.shipment
    return renderMail({
      brand,
      subject: `Shipped: ${item} (order ${input.orderNumber})`,
      heading: 'Your controller is on its way',
      blocks: [
        { kind: 'p', text: greeting(input.firstName) },
        {
          kind: 'p',
          text: s
            ? `${item} left our workshop with ${s.carrier}${s.service ? ` ${s.service}` : ''}. Tracking number: ${s.trackingNumber}.`
            : `${item} left our workshop.`,
        },
        { kind: 'button', label: 'Track your package', url: input.url },
        ...(s?.trackingUrl ? [{ kind: 'small' as const, text: `On the carrier's site: ${s.trackingUrl}` }] : []),
      ],
    })
  }
  return renderMail({
    brand,
    subject: `Delivered: ${item} (order ${input.orderNumber})`,
    heading: 'Your package was delivered',
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      { kind: 'p', text: `${item} was delivered. We hope you enjoy it — tell other players what you think of it.` },
      { kind: 'button', label: 'See your orders', url: input.url },
    ],
  })
}
