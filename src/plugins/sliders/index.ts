import type { Config, Plugin } from 'payload'
import { sliderEndpoints } from './endpoints'

export { randomRelated, type SliderKind, type SliderPage, sliderProducts } from './operations/slider-products'

/**
 * Product sliders (storefront.md sections 2, 7, 9): POST /api/products-by-top, /api/products-by-multi,
 * /api/products-by-platform/{platform}, /api/products-by-random/{id}/{limit} → `{ total, products }`. Public reads from
 * the data cache (tag `products:lists`), except the random related items. (The spec's GET /labels is Payload's own
 * GET /api/labels: the labels collection is public.)
 */
export function slidersPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, endpoints: [...(config.endpoints ?? []), ...sliderEndpoints] })
}
