import { z } from 'zod'
import '../zod-jitless'

/** Most of one line a shopper may buy (creator.md section 9: quantity 1 to 3). */
export const MAX_LINE_QUANTITY = 3

/** Products are known by number, stored configurations by their unguessable uid. */
const itemId = z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)])

/**
 * A basket line (storefront.md section 3: id, type, prototypeId, quantity, addedAt, newId) plus a display
 * snapshot (name, image, unit price, link) so the cart can draw the line without a request. The server
 * re-prices every line from the stored configuration at checkout; the snapshot is never trusted.
 */
export const basketLineSchema = z.object({
  /** The stored configuration's public id (configured controllers) or the product's id. */
  id: itemId,
  type: z.enum(['controller', 'product']),
  /** The platform's base product the configuration was built from, when there is one. */
  prototypeId: itemId.nullable(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  addedAt: z.string(),
  /** Set when the line was replaced by an edited configuration. */
  newId: itemId.nullable(),
  name: z.string().max(200),
  image: z.string().max(2000).nullable(),
  url: z.string().max(2000).nullable(),
  /** Integer cents for one item. */
  unitPrice: z.number().int().min(0),
})
export type BasketLine = z.infer<typeof basketLineSchema>

export const basketSchema = z.array(basketLineSchema).max(50)

/** Adds a line; the same item again adds to its quantity, capped at 3. Returns a new basket. */
export function addLine(basket: BasketLine[], line: BasketLine): BasketLine[] {
  const same = basket.find((l) => l.id === line.id && l.type === line.type)
  if (!same) return [...basket, { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity) }]
  return basket.map((l) =>
    l === same
      ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + line.quantity), unitPrice: line.unitPrice }
      : l,
  )
}

export function removeLine(basket: BasketLine[], id: BasketLine['id'], type: BasketLine['type']): BasketLine[] {
  return basket.filter((l) => !(l.id === id && l.type === type))
}

/** Reads a stored basket; anything that does not parse is dropped rather than trusted. */
export function parseBasket(raw: string | null): BasketLine[] {
  if (!raw) return []
  try {
    const parsed = basketSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export const basketTotal = (basket: BasketLine[]) => basket.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)
export const basketCount = (basket: BasketLine[]) => basket.reduce((sum, l) => sum + l.quantity, 0)
