import { describe, expect, it } from 'vitest'
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  addToWishlist,
  basketLineItem,
  beginCheckout,
  cardItem,
  checkoutItems,
  creatorItem,
  login,
  productPageItem,
  purchase,
  purchaseOf,
  removeFromCart,
  search,
  shippingTier,
  signUp,
  viewItem,
  viewItemList,
} from '../../../src/lib/analytics'
import type { BasketLine } from '../../../src/lib/basket/basket'
import type { OrderView, QuoteView } from '../../../src/lib/checkout/api'

const card = { id: 7, name: 'Pro Grip Kit', price: 2499, context: 'PS5' }
const page = {
  id: 7,
  name: 'Pro Grip Kit',
  price: 2499,
  uid: 'GRIP-1',
  brand: { label: 'Padforge' },
  platform: { name: 'PlayStation 5' },
  category: { name: 'Grips' },
}
const controllerLine: BasketLine = {
  id: 'aBcD1234efGH',
  type: 'controller',
  prototypeId: 3,
  quantity: 2,
  addedAt: '2026-11-01T00:00:00.000Z',
  newId: null,
  name: 'PS5 Custom Controller',
  image: null,
  url: null,
  unitPrice: 18999,
  configKey: 'ps5:0123456789abcdef',
  services: [{ key: 'warranty', name: 'Extended Warranty', price: 1500 }],
}
const productLine: BasketLine = {
  ...controllerLine,
  id: 7,
  type: 'product',
  prototypeId: null,
  quantity: 1,
  name: 'Pro Grip Kit',
  unitPrice: 2499,
  configKey: null,
  services: [],
}

describe('GA4 items from the store’s shapes', () => {
  it('a card: id as text, price in dollars, the platform as category', () => {
    expect(viewItem(cardItem(card)).ecommerce.items).toEqual([
      { item_id: '7', item_name: 'Pro Grip Kit', item_category: 'PS5', price: 24.99, quantity: 1 },
    ])
  })

  it('a product page: brand, the platform before the category, the SKU as variant', () => {
    expect(viewItem(productPageItem(page)).ecommerce.items[0]).toEqual({
      item_id: '7',
      item_name: 'Pro Grip Kit',
      item_brand: 'Padforge',
      item_category: 'PlayStation 5',
      item_variant: 'GRIP-1',
      price: 24.99,
      quantity: 1,
    })
    expect(productPageItem({ ...page, platform: null, brand: null, uid: null })).toMatchObject({
      category: 'Grips',
      brand: undefined,
    })
  })

  it('a configured controller is its platform’s creator everywhere (the creator, the basket, the order)', () => {
    expect(basketLineItem(controllerLine)).toEqual({
      id: 'controller-ps5',
      name: 'PS5 Custom Controller',
      price: 18999,
      quantity: 2,
      category: 'ps5',
      variant: 'Extended Warranty',
    })
    expect(creatorItem({ slug: 'ps5', fullName: 'PS5 Custom Controller', basePrice: 14999 }).id).toBe('controller-ps5')
    expect(basketLineItem(productLine, 'Grips')).toMatchObject({ id: 7, category: 'Grips', variant: null })
  })
})

describe('the events', () => {
  it('view_item_list names the list and numbers the items from 0', () => {
    const event = viewItemList({ id: '/store', name: 'Store' }, [cardItem(card), cardItem({ ...card, id: 8 })])
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'USD',
        value: 49.98,
        item_list_id: '/store',
        item_list_name: 'Store',
        items: [
          expect.objectContaining({ item_id: '7', index: 0, item_list_id: '/store', item_list_name: 'Store' }),
          expect.objectContaining({ item_id: '8', index: 1 }),
        ],
      },
    })
  })

  it('view_item, add_to_cart, remove_from_cart and add_to_wishlist: value is price × quantity in USD', () => {
    const line = basketLineItem(controllerLine)
    expect(addToCart(line)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 379.98,
        items: [
          {
            item_id: 'controller-ps5',
            item_name: 'PS5 Custom Controller',
            item_category: 'ps5',
            item_variant: 'Extended Warranty',
            price: 189.99,
            quantity: 2,
          },
        ],
      },
    })
    expect(removeFromCart(line)).toEqual({ ...addToCart(line), event: 'remove_from_cart' })
    expect(addToWishlist(cardItem(card))).toMatchObject({ event: 'add_to_wishlist', ecommerce: { value: 24.99 } })
    expect(viewItem(cardItem(card))).toMatchObject({ event: 'view_item', ecommerce: { currency: 'USD', value: 24.99 } })
  })

  it('value sums in cents, so no floating-point residue (3 × 0.10 is 0.3)', () => {
    expect(addToCart({ id: 1, name: 'Cap', price: 10, quantity: 3 }).ecommerce.value).toBe(0.3)
  })
})

const quote = {
  lines: [
    {
      id: 'aBcD',
      key: 'k1',
      type: 'controller',
      name: 'PS5 Custom Controller',
      platformSlug: 'ps5',
      quantity: 2,
      lineTotal: 37998,
      counted: true,
    },
    {
      id: 7,
      key: 'k2',
      type: 'product',
      name: 'Pro Grip Kit',
      platformSlug: null,
      quantity: 1,
      lineTotal: 2499,
      counted: true,
    },
    {
      id: 9,
      key: 'k3',
      type: 'product',
      name: 'Gone',
      platformSlug: null,
      quantity: 1,
      lineTotal: 999,
      counted: false,
    },
  ],
  data: [
    {
      id: 'p1',
      chosenMethodId: 'm2',
      methods: [
        { id: 'm1', carrier: 'ups', name: 'Ground' },
        { id: 'm2', carrier: 'fedex', name: 'FedEx 2Day' },
      ],
    },
  ],
} as unknown as QuoteView

describe('the checkout’s events', () => {
  it('begin_checkout: the counted lines at the server’s prices, with the coupon', () => {
    expect(beginCheckout(checkoutItems(quote), 'SAVE10')).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'USD',
        value: 404.97,
        coupon: 'SAVE10',
        items: [
          {
            item_id: 'controller-ps5',
            item_name: 'PS5 Custom Controller',
            item_category: 'ps5',
            price: 189.99,
            quantity: 2,
          },
          { item_id: '7', item_name: 'Pro Grip Kit', price: 24.99, quantity: 1 },
        ],
      },
    })
    expect(beginCheckout(checkoutItems(quote), null).ecommerce).not.toHaveProperty('coupon')
  })

  it('add_shipping_info carries the chosen methods as the page titles them; none until every package has one', () => {
    expect(shippingTier(quote)).toBe('FedEx 2Day')
    const two = { data: [...quote.data, { id: 'p2', chosenMethodId: 'm1', methods: quote.data[0]!.methods }] }
    expect(shippingTier(two as unknown as QuoteView)).toBe('FedEx 2Day + UPS Ground')
    expect(shippingTier({ data: [{ ...quote.data[0]!, chosenMethodId: null }] })).toBeNull()
    expect(shippingTier({ data: [] })).toBeNull()
    expect(addShippingInfo(checkoutItems(quote), 'FedEx 2Day')).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { currency: 'USD', value: 404.97, shipping_tier: 'FedEx 2Day' },
    })
  })

  it('add_payment_info carries the method', () => {
    expect(addPaymentInfo(checkoutItems(quote), 'card')).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { currency: 'USD', value: 404.97, payment_type: 'card' },
    })
  })

  it('purchase: the order number as transaction_id, what was charged, tax with the VAT fee, shipping, coupon', () => {
    const order = {
      orderId: 'PF-10042',
      coupon: { code: 'SAVE10' },
      totals: { totalOrderPrice: 43244, tax: 2500, vatFee: 47, shippingTotal: 1200 },
      items: [
        { productId: null, name: 'PS5 Custom Controller', platform: 'ps5', quantity: 2, unitPrice: 18999 },
        { productId: 7, name: 'Pro Grip Kit', platform: null, quantity: 1, unitPrice: 2499 },
      ],
    } as unknown as OrderView
    expect(purchase(purchaseOf(order))).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        transaction_id: 'PF-10042',
        value: 432.44,
        tax: 25.47,
        shipping: 12,
        coupon: 'SAVE10',
        items: [
          {
            item_id: 'controller-ps5',
            item_name: 'PS5 Custom Controller',
            item_category: 'ps5',
            price: 189.99,
            quantity: 2,
          },
          { item_id: '7', item_name: 'Pro Grip Kit', price: 24.99, quantity: 1 },
        ],
      },
    })
  })
})

describe('account and search events', () => {
  it('sign_up and login say how; search carries the trimmed term', () => {
    expect(signUp()).toEqual({ event: 'sign_up', method: 'email' })
    expect(login()).toEqual({ event: 'login', method: 'email' })
    expect(search('  thumbstick  ')).toEqual({ event: 'search', search_term: 'thumbstick' })
    expect(search('x'.repeat(300)).search_term).toHaveLength(100)
  })
})
