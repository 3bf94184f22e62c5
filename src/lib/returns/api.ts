import { z } from 'zod'
import '../zod-jitless'
import type { FieldErrors } from '../errors'
import type { RefundBill } from './refund-bill'
import type { ReturnStatus } from './states'

/**
 * The returns calls' shapes (account.md sections 3 and 7; docs/api.md "Account: returns"). Pure: the endpoints parse
 * with these schemas, the account pages read the views.
 */

/** An order product's id: the order line's row id. */
export const orderProductIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an order product id.')

/** The label carriers a return can come back with (USPS or FedEx, issue 30 item 3). */
export const LABEL_CARRIERS = ['usps', 'fedex'] as const
export type LabelCarrier = (typeof LABEL_CARRIERS)[number]

/** FedEx's drop types (account.md section 3 `fedexDropTypes`; section 9: drop-off at 60,000+ locations). */
export const FEDEX_DROP_TYPES = [
  {
    key: 'DROP_BOX',
    name: 'Drop it off',
    description:
      'Take the box to any of 60,000+ FedEx drop-off locations: a FedEx Office, a drop box or a partner store.',
  },
  {
    key: 'REGULAR_PICKUP',
    name: 'Schedule a pickup',
    description: 'A FedEx courier collects the box from your address on the next business day.',
  },
] as const
export type FedexDropType = (typeof FEDEX_DROP_TYPES)[number]['key']

/** The return's address: where the label's parcel is picked up or sent from (a US address). */
export const returnAddressSchema = z.object({
  address1: z.string().trim().max(120).default(''),
  address2: z.string().trim().max(120).default(''),
  city: z.string().trim().max(80).default(''),
  state: z.string().trim().max(40).default(''),
  zip: z.string().trim().max(16).default(''),
  country: z.string().trim().max(2).default('US'),
})
export type ReturnAddress = z.output<typeof returnAddressSchema>

/**
 * POST /api/shipping-packages/order-products (account.md section 7): the label choices for returning these order
 * products from `address`.
 */
export const returnPackagesSchema = z.object({
  productIds: z.array(orderProductIdSchema).min(1).max(20),
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  dropType: z.enum(FEDEX_DROP_TYPES.map((d) => d.key) as [FedexDropType, ...FedexDropType[]]).optional(),
  address: returnAddressSchema,
})

export interface ReturnMethod {
  /** The id create-rma takes as `shippingMethod`: `{carrier}:{service}`. */
  id: string
  name: string
  /** Cents; 0 is shown as Free. */
  price: number
}

export interface ReturnPackage {
  /** The carrier: 'usps' or 'fedex'. */
  id: LabelCarrier
  name: string
  methods: ReturnMethod[]
  fedexDropTypes: Array<{ key: string; name: string; description: string }>
}

export interface ReturnPackagesReply {
  address: ReturnAddress
  packages: ReturnPackage[]
}

/**
 * POST /api/create-rma (account.md section 3 "RMA create payload"). Required texts are checked by the operation, so an
 * empty e-mail or comment is a 422 with the spec's field message. `attempt` is the browser's key for this submission:
 * sending it again (a double click, a lost answer) gives the same return and never a second charge.
 */
export const createReturnSchema = z.object({
  orderProductId: orderProductIdSchema,
  email: z.string().max(254).default(''),
  description: z.string().max(2000).default(''),
  reason: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(1000),
  ownSend: z.boolean().default(false),
  createReturnLabel: z.boolean().default(false),
  shippingMethod: z.string().max(80).nullish(),
  dropType: z.string().max(40).nullish(),
  paymentMethod: z.enum(['stripe', 'paypal']).nullish(),
  /** A Stripe PaymentMethod (pm_…) for 'stripe'; none for 'paypal' (the answer names the PayPal order to approve). */
  paymentToken: z.string().max(255).nullish(),
  address: returnAddressSchema.nullish(),
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a submission key.'),
})
export type CreateReturnInput = z.output<typeof createReturnSchema>

/** create-rma's answer: the return, or what the card needs first (3-D Secure). */
export interface CreateReturnReply {
  rma: { id: number }
  /** The card needs the shopper (3-D Secure): run Stripe.js' handleCardAction, then POST /api/create-rma/{id}/pay. */
  requiresAction?: boolean
  clientSecret?: string | null
  /** PayPal: the order the PayPal button shows; once approved, POST /api/create-rma/{id}/pay captures it. */
  paypalOrderId?: string
}

/**
 * What create-rma answered a submission: 201 with the reply, or the refusal that ended it once the return was
 * recorded (the bank's 402, a label the carrier refused). Kept on the return: the same `attempt` again gets it again.
 */
export interface CreateReturnAnswer {
  status: number
  body: CreateReturnReply | { message: string; errors?: FieldErrors; [extra: string]: unknown }
}

/** A return as the account shows it (account.md section 3 "RMA"). */
export interface AccountReturn {
  id: number
  status: ReturnStatus
  /** The status upper-cased with spaces (account.md section 4: "RMA status is upper-cased"). */
  statusText: string
  reason: string
  quantity: number
  email: string
  description: string
  created_at: string
  createdLabel: string
  orderProduct: {
    id: string
    name: string
    image: string | null
    url: string | null
    orderId: number
    orderNumber: string
  }
  isOwnSend: boolean
  /** The label way back: carrier, method and drop type as the summary names them; null for own-send. */
  returnLabel: {
    carrier: LabelCarrier
    drop_type: string | null
    shippingMethodLabel: string
    dropTypeLabel: string | null
    /** Cents paid for the label. */
    price: number
    /** The label can be printed now (bought, or uploaded by staff); otherwise it comes by e-mail within 24 hours. */
    ready: boolean
    printUrl: string | null
    trackingNumber: string | null
  } | null
  /** Where the return is now, one title and text per state (src/lib/returns/view.ts `returnStage`). */
  stage: { title: string; text: string }
  /** What the summary says about the return now: the stage's text (own-send while it is to be sent: the deadline). */
  descriptionText: string
  /** Own-send while it is to be sent: the end of the 5th business day (ISO); not arrived by then, it is canceled. */
  desireDateTime: string | null
  /** Own-send while it is to be sent: the deadline and the note for the box; null in every other state. */
  sendBy: { deadline: string; boxNote: string } | null
  /** Cents refunded, once refunded. */
  refund: number | null
  /** Refunded: the bill as made. Received: the bill the store expects to make (`refundBillExpected`). */
  refundBill: RefundBill | null
  refundBillExpected: boolean
  cancelable: boolean
}

/** GET /api/return-options/{orderProductId}: what the form at /account/init-return/{id} offers. */
export interface ReturnOptions {
  orderProduct: {
    id: string
    name: string
    image: string | null
    url: string | null
    quantity: number
    deliveredAt: string | null
    orderId: number
    orderNumber: string
  }
  /** Why a return cannot be made now (the switch, the country, nothing left); null when it can. */
  problem: string | null
  email: string
  quantities: number[]
  reasons: Array<{ id: number; label: string; kind: string }>
  /** Are general reasons still offered (15 days after delivery)? */
  inWindow: boolean
  /** The order's shipping address, the label's default pickup address. */
  address: ReturnAddress
  /** Is a label service configured (labels print at once), or are labels mailed by staff within 24 hours? */
  instantLabels: boolean
  /** How a label can be paid for: the card's Stripe publishable key; PayPal's client id (null when not live). */
  payment: { stripe: string | null; paypal: string | null }
}

export const RETURNS_PAGE_SIZE = 10

/** The returns calls' URLs, as the account pages call them. */
export const RETURNS_API = {
  options: (orderProductId: string) => `/api/return-options/${encodeURIComponent(orderProductId)}`,
  packages: '/api/shipping-packages/order-products',
  create: '/api/create-rma',
  pay: (rmaId: number) => `/api/create-rma/${rmaId}/pay`,
  read: (rmaId: number) => `/api/rma/${rmaId}`,
  list: (limit: number, offset: number) => `/api/returns?limit=${limit}&offset=${offset}`,
  cancel: (rmaId: number) => `/api/returns/${rmaId}`,
} as const
