import { z } from 'zod'
import '../zod-jitless'
import { createOrderSchema } from '../checkout/api'

/**
 * The payment calls (checkout.md section 7) as the page sends them and the endpoints parse them. A payment call
 * carries the whole checkout (the same body as create-order) so the server checks and prices it before any money
 * moves; the amount the page shows must equal the server's, which is what is charged.
 */

const paymentMethodId = z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/, { error: 'The payment method id is malformed.' })
const paymentIntentId = z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: 'The payment intent id is malformed.' })

/** POST /api/checkout/stripe: pay by card or wallet; again with paymentIntentId after 3-D Secure. */
export const stripePaymentSchema = createOrderSchema
  .extend({
    /** What the page shows, in cents. */
    amount: z.number().int().min(1).max(100_000_000),
    method: z.enum(['card', 'wallet']).default('card'),
    paymentMethodId: paymentMethodId.optional(),
    paymentIntentId: paymentIntentId.optional(),
  })
  .refine((b) => Boolean(b.paymentMethodId) !== Boolean(b.paymentIntentId), {
    error: 'Send either paymentMethodId (to pay) or paymentIntentId (after authentication).',
    path: ['paymentMethodId'],
  })
export type StripePaymentRequest = z.input<typeof stripePaymentSchema>

/** The spec's answer: `error` (a decline, shown in the 'Stripe Payment Error' popup), or what comes next. */
export interface StripePaymentView {
  error: string | null
  requiresAction: boolean
  clientSecret: string | null
  paymentIntentId: string | null
}

/** POST /api/checkout/paypal: the PayPal order for this checkout (the button's createOrder). */
export const paypalOrderSchema = createOrderSchema.extend({ amount: z.number().int().min(1).max(100_000_000) })
export type PayPalOrderRequest = z.input<typeof paypalOrderSchema>

export interface PayPalOrderView {
  id: string
}

/** POST /api/log-message (checkout.md section 7): the browser's payment and wallet errors, for the server log. */
export const logMessageSchema = z.object({
  msg: z.string().max(2000),
  params: z.record(z.string().max(100), z.unknown()).optional(),
  logLevel: z.enum(['debug', 'info', 'warning', 'warn', 'error']).default('error'),
})

/** POST /api/log-payment-message (checkout.md section 7). */
export const logPaymentMessageSchema = z.object({
  message: z.string().max(2000),
  data: z.unknown().optional(),
  header: z.string().max(200).optional(),
})
