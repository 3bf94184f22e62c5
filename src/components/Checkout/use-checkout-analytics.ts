'use client'

import { useTrackOnce } from '@/components/analytics/use-track-once'
import { addShippingInfo, beginCheckout, checkoutItems, shippingTier } from '@/lib/analytics'
import type { QuoteView } from '@/lib/checkout/api'

/**
 * The checkout page's analytics (issue 34): begin_checkout with the first quote, add_shipping_info once every package
 * has a method (again when the shopper picks another). add_payment_info is sent where the payment is submitted.
 */
export function useCheckoutAnalytics(quote: QuoteView | null, coupon: string | null) {
  const ready = quote?.productsFound ? quote : null
  useTrackOnce(ready ? 'begin' : null, () => ready && beginCheckout(checkoutItems(ready), coupon))
  const tier = ready ? shippingTier(ready) : null
  useTrackOnce(tier, () => (ready && tier ? addShippingInfo(checkoutItems(ready), tier, coupon) : null))
}
