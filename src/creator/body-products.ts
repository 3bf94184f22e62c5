/**
 * Xbox Elite body grid in view mode (creator.md section 2): "In view mode, choosing a body navigates to that
 * platform product's page". Which prebuilt product each body opens, worked out from the platform's products.
 */
import { optionKey } from './engine/state'

export interface BodyProduct {
  url: string
  name: string
}

export interface ProductForBody {
  id: number
  name: string
  type?: string | null
  /** The stored configuration's `selected` (a Selection as saved with the product). */
  selected: unknown
}

/** The body value a stored selection holds, if any. */
function bodyOf(selected: unknown, bodyOptionId: number): number | null {
  if (!selected || typeof selected !== 'object') return null
  const options = (selected as { options?: Record<string, unknown> }).options
  const chosen = options?.[optionKey(bodyOptionId)]
  if (typeof chosen === 'number') return chosen
  const bodyId = (selected as { bodyId?: unknown }).bodyId
  return typeof bodyId === 'number' ? bodyId : null
}

/**
 * Each body's product page, by body value id: the other products of the platform, preferring one of the shown
 * product's type (a modded build leads to the modded build in that body), then the lowest id. The shown product's
 * own body is left out: choosing it changes nothing.
 */
export function bodyProductsOf(
  products: ProductForBody[],
  bodyOptionId: number,
  shown: { id: number; type?: string | null; bodyId: number | null },
): Record<number, BodyProduct> {
  const ranked = [...products]
    .filter((p) => p.id !== shown.id)
    .sort((a, b) => Number(b.type === shown.type) - Number(a.type === shown.type) || a.id - b.id)
  const links: Record<number, BodyProduct> = {}
  for (const product of ranked) {
    const body = bodyOf(product.selected, bodyOptionId)
    if (body === null || body === shown.bodyId || links[body]) continue
    links[body] = { url: `/configured-controller/${product.id}`, name: product.name }
  }
  return links
}
