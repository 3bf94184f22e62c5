import { formatUSD } from '../../money'
import type { BankTransfer } from '../../payments/bank-details'
import { escapeHtml, greeting } from '../escape'
import { type Block, renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/** A service bought with a line (gift wrap, express build...), priced in cents. */
export type OrderMailService = { name: string; cents: number }

export type OrderMailLine = {
  name: string
  quantity: number
  /** Price of one unit with its options, cents. */
  unitCents: number
  /** What the order charged for the line (units and services), cents: taken as given, never recomputed here. */
  totalCents: number
  services?: readonly OrderMailService[]
}

export type OrderMailAddress = {
  firstName: string
  lastName: string
  address1: string
  address2?: string | null
  city: string
  /** State name or code as shown to the shopper (state or state_string). */
  state?: string | null
  zip?: string | null
  country: string
  phone?: string | null
}

/** What the confirmation needs from an order (checkout.md: order data, thanks page). All money in cents. */
export type OrderMailInput = {
  orderNumber: string
  placedAt: Date | string
  firstName?: string | null
  lines: readonly OrderMailLine[]
  subtotalCents: number
  shippingCents: number
  discount?: { code: string; cents: number; description?: string | null } | null
  /** Tax or VAT, cents; 0 hides the row. */
  taxCents: number
  totalCents: number
  shippingAddress: OrderMailAddress
  /** Absolute link to the customer's orders (or this order) in the account area. */
  ordersUrl: string
  /** A manual-payment order: where to send the money, with the order number as the reference. */
  bankTransfer?: BankTransfer | null
}

/** The bank-transfer blocks of a manual-payment order's confirmation (issue 27 item 8). */
function bankTransferBlocks(transfer: BankTransfer | null | undefined): Block[] {
  if (!transfer) return []
  const blocks: Block[] = [
    {
      kind: 'p',
      text: transfer.configured
        ? `Please pay by bank transfer to the account below, with ${transfer.reference} as the payment reference. We start building your order when the payment arrives.`
        : `Please pay by bank transfer, with ${transfer.reference} as the payment reference. We start building your order when the payment arrives.`,
    },
  ]
  if (transfer.rows.length > 0) blocks.push({ kind: 'rows', rows: transfer.rows })
  if (transfer.note) blocks.push({ kind: 'small', text: transfer.note })
  return blocks
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function formatOrderDate(placedAt: Date | string): string {
  const date = typeof placedAt === 'string' ? new Date(placedAt) : placedAt
  return Number.isNaN(date.getTime()) ? String(placedAt) : DATE.format(date)
}

export function addressLines(a: OrderMailAddress): string[] {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.address1,
    a.address2 ?? '',
    cityLine,
    a.country,
    a.phone ?? '',
  ].filter((line) => line.trim() !== '')
}

function linesHtml(lines: readonly OrderMailLine[]): string {
  const rows = lines
    .map((line) => {
      const services = (line.services ?? [])
        .map(
          (s) =>
            `<div style="font-size:13px;color:#5d6573;padding-top:2px;">+ ${escapeHtml(s.name)} (${escapeHtml(formatUSD(s.cents))})</div>`,
        )
        .join('')
      return `<tr><td style="padding:10px 0;border-bottom:1px solid #dfe3ea;font-size:14px;color:#14161c;"><strong>${escapeHtml(line.name)}</strong><div style="font-size:13px;color:#5d6573;padding-top:2px;">${escapeHtml(line.quantity)} &times; ${escapeHtml(formatUSD(line.unitCents))}</div>${services}</td><td align="right" valign="top" style="padding:10px 0;border-bottom:1px solid #dfe3ea;font-size:14px;color:#14161c;white-space:nowrap;">${escapeHtml(formatUSD(line.totalCents))}</td></tr>`
    })
    .join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows}</table>`
}

function linesText(lines: readonly OrderMailLine[]): string {
  return lines
    .map((line) => {
      const services = (line.services ?? []).map((s) => `\n    + ${s.name} (${formatUSD(s.cents)})`).join('')
      return `- ${line.name}: ${line.quantity} x ${formatUSD(line.unitCents)} = ${formatUSD(line.totalCents)}${services}`
    })
    .join('\n')
}

export function orderConfirmationMail(order: OrderMailInput, brand: MailBrand = DEFAULT_BRAND): Mail {
  const totals: [string, string][] = [
    ['Subtotal', formatUSD(order.subtotalCents)],
    ['Shipping', order.shippingCents === 0 ? 'Free' : formatUSD(order.shippingCents)],
  ]
  if (order.discount && order.discount.cents > 0) {
    totals.push([`Discount (${order.discount.code})`, `-${formatUSD(order.discount.cents)}`])
  }
  if (order.taxCents > 0) totals.push(['Tax', formatUSD(order.taxCents)])
  totals.push(['Total', formatUSD(order.totalCents)])
  const address = addressLines(order.shippingAddress)
  return renderMail({
    brand,
    subject: `Your ${brand.storeName} order ${order.orderNumber}`,
    heading: `Thank you for your order`,
    blocks: [
      { kind: 'p', text: greeting(order.firstName) },
      {
        kind: 'p',
        text: `We received order ${order.orderNumber} on ${formatOrderDate(order.placedAt)} and will let you know when it ships.`,
      },
      { kind: 'html', html: linesHtml(order.lines), text: linesText(order.lines) },
      { kind: 'rows', rows: totals, strongLast: true },
      ...bankTransferBlocks(order.bankTransfer),
      { kind: 'p', text: `Shipping to:\n${address.join('\n')}` },
      { kind: 'button', label: 'View my orders', url: order.ordersUrl },
    ],
  })
}
