import type { Config, Plugin } from 'payload'
import { Coupons } from './Coupons'
import { checkoutEndpoints } from './endpoints'
import { ShippingMethods } from './ShippingMethods'
import { TaxRules } from './TaxRules'

export { Coupons } from './Coupons'
export { type CheckoutQuote, quoteCheckout } from './operations/quote'
export { couponUsesBy, type FoundCoupon, readShippingMethods } from './queries'
export { ShippingMethods } from './ShippingMethods'
export { TaxRules } from './TaxRules'

/**
 * The checkout's data and quote (checkout.md sections 3–7): shipping methods, coupons and tax rules, which
 * merchandisers edit, and the calls that price a basket for an address (basket-shipping-packages, apply-coupon,
 * shipping-methods, apply-extra-services, check-email). Orders are the orders plugin's.
 */
export function checkoutPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), ShippingMethods, Coupons, TaxRules],
    endpoints: [...(config.endpoints ?? []), ...checkoutEndpoints],
  })
}
