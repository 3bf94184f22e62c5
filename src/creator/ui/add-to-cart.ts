import { addLine, type BasketLine } from '../../lib/basket/basket'
import type { Selection } from '../selection'

/** What POST /api/order/add-configuration answers (creator.md section 3, "Configured product response"). */
export interface ConfiguredProductResponse {
  /** The configuration's public uid. */
  configuration_id: string
  quantity: number
  productId: string | number | null
  configuredProduct: {
    name: string
    url: string | null
    images: { front: string | null }
    platform_slug: string
    data: { selected: Selection }
    configurable: boolean
  }
}

export class AddToCartError extends Error {}

/** Stores the configuration on the server (which validates and prices it) and returns its answer. */
export async function storeConfiguration(
  platformId: number,
  name: string,
  selected: Selection,
): Promise<ConfiguredProductResponse> {
  const response = await fetch('/api/order/add-configuration', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({
      product: { data: { selected, tempPull: {} } },
      platform_id: platformId,
      name,
      configurable: true,
    }),
  })
  const body = (await response.json().catch(() => null)) as (ConfiguredProductResponse & { message?: string }) | null
  if (!response.ok || !body) throw new AddToCartError(body?.message ?? 'Unknown Error')
  return body
}

/** The basket line for a stored configuration, priced with the server's total for one controller. */
export function lineFor(answer: ConfiguredProductResponse, unitPrice: number, now = new Date()): BasketLine {
  return {
    id: answer.configuration_id,
    type: 'controller',
    prototypeId: answer.productId,
    quantity: answer.quantity,
    addedAt: now.toISOString(),
    newId: null,
    name: answer.configuredProduct.name,
    image: answer.configuredProduct.images.front,
    url: answer.configuredProduct.url,
    unitPrice,
  }
}

export { addLine }
