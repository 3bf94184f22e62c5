import { z } from 'zod'
import '../zod-jitless'
import { BASKET_LIMIT_MESSAGES, basketLimitProblem, MAX_LINE_QUANTITY } from '../basket/limits'
import type { Cents } from '../money'
import type { BankTransfer } from '../payments/bank-details'
import { couponCodeField } from './coupons'
import { PRODUCT_SERVICE_KEYS } from './product-services'
import type { ServiceKey } from './services'
import type { OrderTotals } from './totals'

/**
 * The checkout's calls (checkout.md section 7) as the page sends them and the endpoints parse them: one set of zod
 * schemas for both sides. Money is integer cents everywhere; the server recomputes every figure from the database
 * and never stores or charges a number the browser sent. Response types are below the schemas.
 */

/**
 * A basket line as the checkout sends it: which thing, how many and, for a standard product, the services asked for
 * (a configured controller's are in its stored selection). The display snapshot stays in the browser; the server
 * prices a service only when the product is offered it, and drops it otherwise.
 */
export const checkoutItemSchema = z.object({
  id: z.union([z.number().int().positive().max(2147483647), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
  type: z.enum(['controller', 'product']),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Left out: none (older pages and configured lines send none). */
  services: z.array(z.enum(PRODUCT_SERVICE_KEYS)).max(4).optional(),
})
export type CheckoutItem = z.infer<typeof checkoutItemSchema>

/** Whole cents as sent in JSON. */
const cents = z.number().int().min(0).max(100_000_000)
const shortText = (max: number) => z.string().max(max)

/**
 * The basket's lines, refused (400, as a line over 3 is) when together they break the basket's limits
 * (src/lib/basket/limits.ts, the cart's own rules): one product or configuration over 3 across its lines, or more
 * than 30 items. Lines are never merged here: the server prices what the shopper sees.
 */
const basketProductsSchema = z
  .array(checkoutItemSchema)
  .min(1)
  .max(50)
  .superRefine((items, ctx) => {
    const problem = basketLimitProblem(items)
    if (!problem) return
    const lines = problem.kind === 'item' ? problem.lines : [items.length - 1]
    for (const line of lines)
      ctx.addIssue({ code: 'custom', path: [line, 'quantity'], message: BASKET_LIMIT_MESSAGES[problem.kind] })
  })

export const checkoutBasketSchema = z.object({
  products: basketProductsSchema,
  sameBoxShipment: z.boolean().default(false),
  /** The applied coupon's code, if any (checked again every time). */
  coupon: z.string().trim().max(40).nullable().default(null),
})
export type CheckoutBasket = z.infer<typeof checkoutBasketSchema>

/** What the quote needs of the address before it is complete: where it goes. */
export const quoteAddressSchema = z.object({
  country: shortText(2).default('US'),
  state: shortText(60).default(''),
  zip: shortText(20).default(''),
})

/** The shopper's chosen method per package id (method ids are the shipping-methods records' ids as text). */
const choicesSchema = z.record(z.string().max(40), z.string().max(20)).default({})

/** POST /api/order/basket-shipping-packages: the whole quote for a basket, an address and the chosen methods. */
export const quoteRequestSchema = z.object({
  address: quoteAddressSchema.default({ country: 'US', state: '', zip: '' }),
  basket: checkoutBasketSchema,
  choices: choicesSchema,
})
export type QuoteRequest = z.input<typeof quoteRequestSchema>

/** POST /api/order/apply-coupon. */
export const applyCouponSchema = z.object({
  code: couponCodeField,
  basket: checkoutBasketSchema,
  address: quoteAddressSchema.optional(),
})

/** POST /api/order/check-email (checkout.md: "register_email"). */
export const checkEmailSchema = z.object({ register_email: z.string().max(254) })

/** POST /api/order/apply-extra-services: switch a service on or off for some configured lines. */
export const applyServicesSchema = z.object({
  service: z.enum(['sda', 'warranty']),
  selected: z.boolean(),
  /** Configuration uids. */
  products: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .min(1)
    .max(50),
})

/** POST /api/order/shipping-methods (checkout.md section 7): the methods serving an address. */
export const shippingMethodsSchema = z.object({
  sda: z.boolean().default(false),
  zip: shortText(20).default(''),
  state: shortText(60).default(''),
  country: shortText(2).default('US'),
  configurationType: z.enum(['controller', 'product']).default('controller'),
})

/** Payment providers the checkout can offer; 'manual' is always built in. */
export const PAYMENT_METHOD_IDS = ['manual', 'card', 'paypal'] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]

/**
 * POST /api/order/create-order. `address` is the checkout form (src/lib/address fullAddressSchema checks it on the
 * server); `check_total` and `prices` are what the page showed, compared to the server's figures to the cent.
 * `attempt` is the idempotency key of this checkout attempt: the page makes one per attempt and sends it again on a
 * retry, so a double click or a resubmitted page yields one order.
 */
export const createOrderSchema = z.object({
  order: z.object({
    shipping: z.object({
      address: z.record(z.string(), z.unknown()),
      instructions: shortText(500).default(''),
    }),
    billing: z
      .object({
        sameAsShipping: z.boolean().default(true),
        address1: shortText(120).default(''),
        zip: shortText(20).default(''),
        country: shortText(2).default(''),
      })
      .default({ sameAsShipping: true, address1: '', zip: '', country: '' }),
    /** Chosen method per package id. */
    shippingPackages: z
      .array(z.object({ id: z.string().max(40), method: z.string().max(20) }))
      .max(20)
      .default([]),
  }),
  basket: checkoutBasketSchema,
  check_total: cents,
  prices: z
    .object({
      subtotal: cents,
      shipping: cents,
      discount: cents,
      tax: cents,
      vatFee: cents,
      total: cents,
    })
    .partial()
    .default({}),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS).default('manual'),
  attempt: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Checkout attempt key is malformed.' }),
  /** Card: the PaymentIntent the shopper confirmed (POST /api/checkout/stripe answered it). */
  paymentIntentId: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/)
    .optional(),
  /** PayPal: the order the shopper approved (checkout.md: "PayPal success returns paypal_id"). */
  paypal_id: z
    .string()
    .regex(/^[A-Z0-9-]{1,64}$/)
    .optional(),
})
export type CreateOrderRequest = z.input<typeof createOrderSchema>

// ——— Responses ———

export interface QuotedServiceView {
  key: ServiceKey
  name: string
  price: Cents
}

export interface QuotedLineView {
  /** The line's identity (src/lib/basket/line-key.ts), as the page's basket line has it. */
  key: string
  id: string | number
  type: 'controller' | 'product'
  name: string
  platformSlug: string | null
  quantity: number
  unitPrice: Cents
  services: QuotedServiceView[]
  /** Services this line could have, with their prices (to offer them). */
  offers: QuotedServiceView[]
  lineTotal: Cents
  inStock: boolean
  isValid: boolean
  counted: boolean
  discountable: boolean
  configurable: boolean
  /** Where the line's package is, null when not counted. */
  packageId: string | null
}

export interface MethodView {
  id: string
  carrier: string
  name: string
  price: Cents
  priceLabel: string
  deliveryTime: number
  deliveryDate: string
  isSdaSupported: boolean
  isRecommended: boolean
  isQuickest: boolean
  isFree: boolean
  caption: string | null
}

export interface PackageView {
  id: string
  name: string
  productIds: Array<string | number>
  methods: MethodView[]
  chosenMethodId: string | null
  assemblyTime: number
  defaultAssemblyTime: number
  assemblyLabel: string
  assemblyDate: string
  deliveryDate: string | null
  shippingPrice: Cents
  sda: boolean
  sdaAllowance: { enabled: boolean; mode: 'fedex_only' | 'other' }
}

/** The order's totals as the page reads them (totals.ts, without the per-package list). */
export type TotalsView = Omit<OrderTotals, 'shipping'>

export interface CouponView {
  code: string
  description: string
  discount: number
  discount_type: 'percent' | 'fixed'
  min_order: Cents
  totalDiscount: Cents
}

export interface PaymentMethodView {
  id: PaymentMethodId
  name: string
  /** Manual payment: what the shopper does next (site settings). */
  instructions: string | null
  /** What the browser needs to show the provider's fields: Stripe's publishable key, PayPal's client id. */
  publicKey: string | null
}

/** The answer of basket-shipping-packages (and apply-coupon's `quote`). */
export interface QuoteView {
  productsFound: boolean
  lines: QuotedLineView[]
  data: PackageView[]
  isSameBoxShipmentSupported: boolean
  hasProductStockOut: boolean
  hasInvalidProducts: boolean
  paymentMethods: PaymentMethodView[]
  /** Whether payment may be taken; when not, `reason` shows in place of the methods. */
  payment: { allowed: true } | { allowed: false; code: string; reason: string }
  coupon: CouponView | null
  /** Why the sent coupon does not apply (it is then removed). */
  couponMessage: string | null
  totals: TotalsView
  freeShipping: { threshold: Cents; eligible: boolean; remaining: Cents; applies: boolean }
  /** Address warnings (checkout.md section 8) and 'Shipping methods not found…'. */
  warnings: string[]
  /** Lines whose Same Day Assembly was switched off because no method can carry it. */
  sdaTurnedOff: Array<string | number>
}

export interface CreatedOrderView {
  orderId: string
  /** The unguessable token for a guest's links (thanks page, order link in the e-mail). */
  token: string
  redirect: string
  orderData: {
    customerId: number | null
    paymentMethod: PaymentMethodId
    transactionId: number | null
    coupon: CouponView | null
    affiliateCommissions: null
  }
}

/** The error body of create-order (checkout.md section 8): `code: 'stock_out'` reloads the page. */
export interface CheckoutErrorBody {
  message: string
  code: string
  type: 'error' | 'warning'
  disablePaymentButton: boolean
  errors?: Record<string, string[]>
  /** On a total mismatch: the current figures. */
  totals?: TotalsView
}

/** GET /api/order/view?order={number}&token={token}: a placed order as the thanks page shows it. */
export const orderViewQuerySchema = z.object({
  order: z.string().regex(/^[A-Z0-9-]{4,20}$/, { error: 'Order number is malformed.' }),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/)
    .optional(),
})

export interface OrderPackageView {
  name: string
  method: string
  carrier: string
  price: Cents
  deliveryTime: number
  /** 'day' when 1, else 'days' (checkout.md "singular 'day' when 1"). */
  deliveryTimeLabel: string
  assemblyDate: string
  deliveryDate: string
  products: Array<{ name: string; quantity: number; lineTotal: Cents; image: string | null }>
}

/** A placed order's line for the thanks page's analytics `purchase` (issue 34): what was bought, per unit. */
export interface OrderItemView {
  /** A standard product's id; null for a configured controller. */
  productId: number | null
  name: string
  /** The platform's slug, when the line has one. */
  platform: string | null
  quantity: number
  /** One unit with its services, in cents. */
  unitPrice: Cents
}

export interface OrderView {
  orderId: string
  status: string
  placedAt: string
  email: string
  paymentMethod: PaymentMethodId
  paymentStatus: string
  paymentInstructions: string | null
  /** A manual-payment order awaiting its money: where to send it (issue 27 item 8); null otherwise. */
  bankTransfer?: BankTransfer | null
  orderData: {
    shipping: { address: Record<string, unknown>; instructions: string }
  }
  packages: OrderPackageView[]
  /** Every counted line (issue 34's `purchase` event). */
  items: OrderItemView[]
  coupon: CouponView | null
  totals: TotalsView
  tax: Cents
  vatFee: Cents
  total: Cents
}
