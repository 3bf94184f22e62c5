/**
 * The storefront's analytics events in GA4's recommended names and shapes
 * (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce), as pushed to GTM's dataLayer.
 * Money is in USD, the store's only currency. Pure: the client module (src/components/analytics) pushes them.
 */
import type { Cents } from '../money'
import { dollars, type Ga4Item, type ItemSource, itemOf, itemsValue } from './items'

export const CURRENCY = 'USD'

export type EcommerceEventName =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

export interface Ecommerce {
  currency: typeof CURRENCY
  value: number
  items: Ga4Item[]
  item_list_id?: string
  item_list_name?: string
  coupon?: string
  shipping_tier?: string
  payment_type?: string
  transaction_id?: string
  tax?: number
  shipping?: number
}

export type EcommerceEvent = { event: EcommerceEventName; ecommerce: Ecommerce }
export type AccountEvent = { event: 'sign_up' | 'login'; method: string }
export type SearchEvent = { event: 'search'; search_term: string }
export type AnalyticsEvent = EcommerceEvent | AccountEvent | SearchEvent

export const isEcommerce = (event: AnalyticsEvent): event is EcommerceEvent => 'ecommerce' in event

const ecommerce = (event: EcommerceEventName, items: Ga4Item[], extra: Partial<Ecommerce> = {}): EcommerceEvent => ({
  event,
  ecommerce: { currency: CURRENCY, value: itemsValue(items), items, ...extra },
})

const coupon = (code: string | null | undefined) => (code ? { coupon: code } : {})

/** A list of products seen (a listing's page, a slider): `list` names it, items carry their position. */
export function viewItemList(list: { id: string; name: string }, sources: readonly ItemSource[]): EcommerceEvent {
  return ecommerce(
    'view_item_list',
    sources.map((s, i) => ({ ...itemOf(s, i), item_list_id: list.id, item_list_name: list.name }) as Ga4Item),
    { item_list_id: list.id, item_list_name: list.name },
  )
}

/** A product's page, or the creator of a platform's controller. */
export const viewItem = (source: ItemSource) => ecommerce('view_item', [itemOf(source)])

/** Items put in the basket (`quantity` as added). */
export const addToCart = (source: ItemSource) => ecommerce('add_to_cart', [itemOf(source)])

/** A basket line deleted (its whole quantity). */
export const removeFromCart = (source: ItemSource) => ecommerce('remove_from_cart', [itemOf(source)])

export const addToWishlist = (source: ItemSource) => ecommerce('add_to_wishlist', [itemOf(source)])

/** The checkout page opened with these lines. */
export const beginCheckout = (sources: readonly ItemSource[], couponCode?: string | null) =>
  ecommerce(
    'begin_checkout',
    sources.map((s) => itemOf(s)),
    coupon(couponCode),
  )

/** A shipping method chosen: `tier` is its name ('USPS Ground Advantage'). */
export const addShippingInfo = (sources: readonly ItemSource[], tier: string, couponCode?: string | null) =>
  ecommerce(
    'add_shipping_info',
    sources.map((s) => itemOf(s)),
    { shipping_tier: tier, ...coupon(couponCode) },
  )

/** A payment submitted: `type` is the method ('card', 'paypal', 'manual'). */
export const addPaymentInfo = (sources: readonly ItemSource[], type: string, couponCode?: string | null) =>
  ecommerce(
    'add_payment_info',
    sources.map((s) => itemOf(s)),
    { payment_type: type, ...coupon(couponCode) },
  )

export interface PurchaseSource {
  /** The order number, GA4's transaction_id. */
  orderId: string
  /** What was charged, tax and shipping included. */
  total: Cents
  tax: Cents
  shipping: Cents
  coupon: string | null
  items: readonly ItemSource[]
}

/** A placed order (the thanks page), once per order. `value` is what was charged. */
export function purchase(order: PurchaseSource): EcommerceEvent {
  return ecommerce(
    'purchase',
    order.items.map((s) => itemOf(s)),
    {
      value: dollars(order.total),
      transaction_id: order.orderId,
      tax: dollars(order.tax),
      shipping: dollars(order.shipping),
      ...coupon(order.coupon),
    },
  )
}

/** A new account (`method`: how, 'email'). */
export const signUp = (method = 'email'): AccountEvent => ({ event: 'sign_up', method })

export const login = (method = 'email'): AccountEvent => ({ event: 'login', method })

/** A search run from the search page or the header's field; the term as typed, trimmed. */
export const search = (term: string): SearchEvent => ({ event: 'search', search_term: term.trim().slice(0, 100) })
