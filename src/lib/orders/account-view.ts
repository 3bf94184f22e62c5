import { createReviewUrl } from '../reviews/target'
import { cancelOffer, showsZeroPrices } from './cancel'
import { deliveryStatus, instantLabel, isTrackable, type OrderDates, orderDates, shipsInText } from './order-dates'
import { type OrderProductStatus, STATUS_TOOLTIPS, statusLabel } from './statuses'

/**
 * An order as the account's order history shows it (account.md sections 3–4; issue 29 item 1), built from the stored
 * order and its refunds with the clock passed in. Pure: the operation reads, this decides what the customer sees.
 */
export interface StoredLine {
  id?: string | null
  name: string
  status: string
  quantity: number
  kind: 'configuration' | 'product'
  configurationUid?: string | null
  product?: number | null
  /** The platform's slug: its creator page holds the review form. */
  platform?: string | null
  unitPrice: number
  lineTotal: number
  image?: string | null
  url?: string | null
  packageId?: string | null
  shipment?: {
    carrier?: string | null
    trackingNumber?: string | null
    trackingUrl?: string | null
    shippedAt?: string | null
  } | null
  deliveredAt?: string | null
  anticipatedShippedAt?: string | null
}

export interface StoredOrder {
  id: number
  number: string
  createdAt: string
  status: string
  cancelable?: boolean | null
  paymentMethod: string
  paymentStatus?: string | null
  totals: {
    items: number
    services: number
    shipping: number
    discount: number
    tax: number
    vatFee: number
    total: number
  }
  coupon?: { code?: string | null; description?: string | null; totalDiscount?: number | null } | null
  shipping?: Record<string, string | null | undefined> | null
  lines: StoredLine[]
  packages?: Array<{
    packageId?: string | null
    methodName?: string | null
    assemblyDate?: string | null
    deliveryDate?: string | null
  }> | null
}

export interface RefundRecord {
  amount: number
  status: string
  provider: string
  createdAt: string
}

export interface AccountOrderProduct {
  id: string
  status: string
  statusText: string
  tooltip: string | null
  name: string
  image: string | null
  url: string | null
  quantity: number
  /** Cents; zero on a canceled or suspicious order. */
  price: number
  method: string | null
  dates: OrderDates
  shipsIn: string | null
  anticipatedShippedAt: string | null
  shippedAt: string | null
  deliveredAt: string | null
  trackingNumber: string | null
  trackable: boolean
  deliveryStatus: string | null
  /** Status refunded: what went back for this item (its returns' refunds, from the returns plugin), else for the order. */
  refundTotal: number | null
  /** Canceled: the line to put back in the basket ('Buy It Again'). */
  buyAgain: {
    type: 'controller' | 'product'
    id: string
    quantity: number
    name: string
    image: string | null
    url: string | null
    unitPrice: number
  } | null
  reviewCreateLink: string | null
  /** The item's returns, newest first (account.md section 3 `rmas`). */
  rmas: Array<{ id: number; canceled: boolean; status: string }>
  /** The return the item's status follows (the first that is not canceled), to view its summary. */
  activeReturnId: number | null
  /** Offer a Return button at all: the item was delivered. */
  showReturn: boolean
  /** It can be returned now (account.md section 3 `isReturnable`). */
  isReturnable: boolean
  /** Why not, as the disabled Return button's tooltip (the store takes no returns, not a US shipment, nothing left). */
  returnProblem: string | null
}

/** What the returns plugin says about one order product (src/plugins/returns `orderProductReturns`). */
export interface LineReturns {
  rmas: Array<{ id: number; canceled: boolean; status: string }>
  activeReturnId: number | null
  showReturn: boolean
  isReturnable: boolean
  returnProblem: string | null
  /** Refunded through its returns: what they refunded for this item (replaces the order's total as its `refundTotal`). */
  refundTotal?: number
}

export const NO_RETURNS: LineReturns = {
  rmas: [],
  activeReturnId: null,
  showReturn: false,
  isReturnable: false,
  returnProblem: null,
}

export interface AccountOrder {
  id: number
  number: string
  createdAt: string
  createdLabel: string
  status: string
  statusText: string
  statuses: string[]
  /** The card shows a Cancel Order button at all: not once the order is delivered, canceled or refunded. */
  showCancel: boolean
  cancelable: boolean
  /** The disabled button's tooltip (the assembly queue); null when enabled or not shown. */
  cancelRefusal: string | null
  totals: StoredOrder['totals']
  coupon: { code: string; description: string | null; totalDiscount: number } | null
  shippingAddress: string
  products: AccountOrderProduct[]
  refunds: Array<{ amount: number; status: string; provider: string; at: string }>
  /** Cents refunded or being refunded (failed ones left out). */
  refundTotal: number
}

const ZERO_TOTALS: StoredOrder['totals'] = {
  items: 0,
  services: 0,
  shipping: 0,
  discount: 0,
  tax: 0,
  vatFee: 0,
  total: 0,
}

/** A delivered product's review form: under its platform's creator page, naming a prebuilt product. */
function reviewLinkOf(line: StoredLine, creatorPaths: Readonly<Record<string, string>>): string | null {
  const path = line.platform ? creatorPaths[line.platform] : undefined
  if (line.status !== 'delivered' || !path) return null
  return createReviewUrl(path, line.kind === 'product' ? line.product : null)
}

/** `creatorPaths`: each platform slug's creator page. */
export function accountOrderView(
  order: StoredOrder,
  refunds: readonly RefundRecord[],
  now: Date,
  creatorPaths: Readonly<Record<string, string>> = {},
  returns: ReadonlyMap<string, LineReturns> = new Map(),
): AccountOrder {
  const zero = showsZeroPrices(order.status)
  const live = refunds.filter((r) => r.status !== 'failed')
  const refundTotal = live.reduce((sum, r) => sum + r.amount, 0)
  const packages = new Map((order.packages ?? []).map((p) => [p.packageId ?? '', p]))
  const products = order.lines.map((line): AccountOrderProduct => {
    const pkg = packages.get(line.packageId ?? '') ?? {}
    const status = line.status as OrderProductStatus
    const trackable = isTrackable(line, now)
    return {
      id: String(line.id ?? ''),
      status,
      statusText: statusLabel(status),
      tooltip: STATUS_TOOLTIPS[status] ?? null,
      name: line.name,
      image: line.image ?? null,
      url: line.url ?? null,
      quantity: line.quantity,
      price: zero ? 0 : line.lineTotal,
      method: pkg.methodName ?? null,
      dates: orderDates(status, pkg, now),
      shipsIn: status === 'processed' ? shipsInText(line.anticipatedShippedAt, now) : null,
      anticipatedShippedAt: line.anticipatedShippedAt ?? null,
      shippedAt: line.shipment?.shippedAt ?? null,
      deliveredAt: line.deliveredAt ?? null,
      trackingNumber: line.shipment?.trackingNumber ?? null,
      trackable,
      deliveryStatus: ['shipped', 'delivered'].includes(status) ? deliveryStatus(line, now) : null,
      refundTotal: status === 'refunded' ? refundTotal : null,
      buyAgain:
        status === 'canceled'
          ? {
              type: line.kind === 'configuration' ? 'controller' : 'product',
              id: line.kind === 'configuration' ? String(line.configurationUid ?? '') : String(line.product ?? ''),
              quantity: line.quantity,
              name: line.name,
              image: line.image ?? null,
              url: line.url ?? null,
              unitPrice: line.unitPrice,
            }
          : null,
      reviewCreateLink: reviewLinkOf(line, creatorPaths),
      ...(returns.get(String(line.id ?? '')) ?? NO_RETURNS),
    }
  })
  const s = order.shipping ?? {}
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt,
    createdLabel: instantLabel(order.createdAt),
    status: order.status,
    statusText: statusLabel(order.status),
    statuses: [...new Set(order.lines.map((l) => l.status))],
    ...cancelOffer(order),
    totals: zero ? ZERO_TOTALS : order.totals,
    coupon: order.coupon?.code
      ? {
          code: order.coupon.code,
          description: order.coupon.description ?? null,
          totalDiscount: zero ? 0 : (order.coupon.totalDiscount ?? 0),
        }
      : null,
    shippingAddress: [
      s.address1,
      s.address2,
      s.city,
      [s.state, s.zip].filter(Boolean).join(' '),
      s.countryName ?? s.country,
    ]
      .filter(Boolean)
      .join(', '),
    products,
    refunds: live.map((r) => ({ amount: r.amount, status: r.status, provider: r.provider, at: r.createdAt })),
    refundTotal,
  }
}
