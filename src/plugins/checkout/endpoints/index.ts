import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { MAX_LINE_QUANTITY } from '../../../lib/basket/basket'
import {
  applyCouponSchema,
  applyServicesSchema,
  checkEmailSchema,
  quoteRequestSchema,
  shippingMethodsSchema,
} from '../../../lib/checkout/api'
import { CONFIGURATION_UID_PATTERN } from '../../configurations'
import { applyCoupon } from '../operations/apply-coupon'
import { applyExtraServices, changeProduct } from '../operations/apply-services'
import { checkEmail } from '../operations/check-email'
import { quoteCheckout } from '../operations/quote'
import { shippingMethodsFor } from '../operations/shipping-methods'

const BASKET_HINT = '{ "address": { "country": "US", "state": "NY", "zip": "" }, "basket": { "products": [...] } }'
/** Quotes depend on stock and on who asks: never kept by a browser or a proxy. */
const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * The checkout's calls (checkout.md section 7), under /api/order (docs/api.md maps them to the spec's paths). Guests
 * check out too, so every one is open to anyone; the operations decide from stored data only.
 */
export const checkoutEndpoints = [
  defineEndpoint({
    path: '/order/basket-shipping-packages',
    method: 'post',
    caller: callers.anyone, // guests check out
    body: { schema: quoteRequestSchema, hint: BASKET_HINT },
    handler: async ({ req, body }) => Response.json((await quoteCheckout(req, body)).view, { headers: noStore }),
  }),
  defineEndpoint({
    path: '/order/apply-coupon',
    method: 'post',
    caller: callers.anyone, // guests check out
    body: { schema: applyCouponSchema, hint: '{ "code": "WELCOME10", "basket": { "products": [...] } }' },
    handler: ({ req, body }) => applyCoupon(req, body),
  }),
  defineEndpoint({
    path: '/order/check-email',
    method: 'post',
    caller: callers.anyone, // a guest's e-mail is checked before they check out
    body: { schema: checkEmailSchema, hint: '{ "register_email": "you@example.com" }' },
    handler: ({ req, body }) => checkEmail(req, body.register_email),
  }),
  defineEndpoint({
    path: '/order/apply-extra-services',
    method: 'post',
    caller: callers.anyone, // the holder of a configuration's secret uid
    body: { schema: applyServicesSchema, hint: '{ "service": "sda", "selected": true, "products": ["uid"] }' },
    handler: ({ req, body }) => applyExtraServices(req, body),
  }),
  defineEndpoint({
    path: '/order/change-product',
    method: 'post',
    caller: callers.anyone, // the holder of a configuration's secret uid
    body: {
      schema: z.object({
        product: z.object({
          id: z.string().regex(CONFIGURATION_UID_PATTERN),
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        }),
      }),
      hint: '{ "product": { "id": "uid", "quantity": 2 } }',
    },
    handler: ({ req, body }) => changeProduct(req, body.product),
  }),
  defineEndpoint({
    path: '/order/shipping-methods',
    method: 'post',
    caller: callers.anyone, // a product page's delivery estimate
    body: { schema: shippingMethodsSchema, hint: '{ "country": "US", "state": "NY", "zip": "10001" }' },
    handler: ({ req, body }) => shippingMethodsFor(req, body),
  }),
]
