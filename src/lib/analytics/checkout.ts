/**
 * What the checkout's events are made of: the quote's counted lines (priced by the server) and the shipping tier
 * once every package has a method.
 */
import type { QuoteView } from '../checkout/api'
import { carrierLabel } from '../checkout/carriers'
import { methodTitle } from '../checkout/page-rules'
import { type ItemSource, quotedLineItem } from './items'

export const checkoutItems = (quote: Pick<QuoteView, 'lines'>): ItemSource[] =>
  quote.lines.filter((l) => l.counted).map(quotedLineItem)

/**
 * The chosen shipping, as GA4's `shipping_tier`: each package's method as the page titles it ('UPS Ground'), joined with ' + ' when
 * the order ships in several packages; null until every package has one.
 */
export function shippingTier(quote: Pick<QuoteView, 'data'>): string | null {
  if (quote.data.length === 0) return null
  const names = quote.data.map((p) => {
    const method = p.methods.find((m) => m.id === p.chosenMethodId)
    return method ? methodTitle(carrierLabel(method.carrier), method.name) : null
  })
  return names.every((n): n is string => n !== null) ? names.join(' + ') : null
}
