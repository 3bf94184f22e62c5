// zod's mini build: this module runs in the browser (the basket lives in localStorage), where the full build would add
// about 25 kB of compressed JavaScript to every page that can add to the basket (docs/caching.md, "Lighter JavaScript").
import * as z from 'zod/mini'
import '../zod-jitless'

import { MAX_LINE_QUANTITY, roomFor } from './limits'
import { lineKeyOf } from './line-key'

export { canonicalSelection, configKey } from './config-key'
export { MAX_BASKET_ITEMS, MAX_ITEM_QUANTITY, MAX_LINE_QUANTITY } from './limits'

const cents = () => z.number().check(z.int(), z.minimum(0))
const text = (max: number) => z.string().check(z.maxLength(max))

/** Products are known by number, stored configurations by their unguessable uid. */
const itemId = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))])

/** A service chosen with a line (Same Day Assembly, Extended Warranty), for display. */
const lineServiceSchema = z.object({
  /**
   * Which service: what a standard product's line asks the checkout for (the checkout prices it from the database).
   * Null on lines stored before it existed, and unused for configured controllers (the configuration holds them).
   */
  key: z._default(z.nullable(z.enum(['sda', 'warranty'])), null),
  name: text(200),
  /** Integer cents for one item, as the creator priced it at add time. */
  price: z._default(z.nullable(cents()), null),
})
export type LineService = z.infer<typeof lineServiceSchema>

/**
 * A basket line (storefront.md section 3: id, type, prototypeId, quantity, addedAt, newId) plus a display
 * snapshot (name, image, unit price, link, services) so the cart can draw the line without a request. The server
 * re-prices every line from the stored configuration at checkout; the snapshot is never trusted.
 *
 * `configKey` and `services` came later: they are optional with defaults so baskets already stored in shoppers'
 * browsers still parse (such lines merge by id only).
 */
export const basketLineSchema = z.object({
  /** The stored configuration's public id (configured controllers) or the product's id. */
  id: itemId,
  type: z.enum(['controller', 'product']),
  /** The platform's base product the configuration was built from, when there is one. */
  prototypeId: z.nullable(itemId),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  addedAt: z.string(),
  /** Set when the line was replaced by an edited configuration. */
  newId: z.nullable(itemId),
  name: text(200),
  image: z.nullable(text(2000)),
  url: z.nullable(text(2000)),
  /** Integer cents for one item. */
  unitPrice: cents(),
  /** What the configuration is (see `configKey`): the same build with the same services is one line. */
  configKey: z._default(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,120}$/))), null),
  /** The services chosen with it, in the creator's order. */
  services: z._default(z.array(lineServiceSchema).check(z.maxLength(20)), []),
})
export type BasketLine = z.infer<typeof basketLineSchema>

export const basketSchema = z.array(basketLineSchema).check(z.maxLength(50))

/** A line's identity (`lineKeyOf`): a standard product with other services is another line. */
export const basketLineKey = (line: Pick<BasketLine, 'type' | 'id' | 'services'>) =>
  lineKeyOf({ type: line.type, id: line.id, serviceKeys: line.services.map((s) => s.key) })

/** The same thing to buy: the same line key, or (configured controllers) the same content key. */
const isSame = (a: BasketLine, b: BasketLine) =>
  a.type === b.type && (basketLineKey(a) === basketLineKey(b) || (a.configKey !== null && a.configKey === b.configKey))

/** What adding did; `added` can be less than `requested` (even 0) when the 3-per-line cap cut it. */
export interface AddOutcome {
  basket: BasketLine[]
  /** The line as it now stands in the basket (a merged line keeps its first id). */
  line: BasketLine
  requested: number
  added: number
  /** True when the cap cut what was asked for. */
  capped: boolean
}

/**
 * Adds a line; the same item again (the same line key, or the same configuration key) adds to the first line's
 * quantity, and refreshes its price and services snapshot. What fits is capped by `roomFor` (src/lib/basket/limits.ts):
 * 3 per line, 3 of one product or configuration over all its lines (a product with and without the warranty is two
 * lines of one product), 30 items in all. Pure: returns a new basket (the same one when nothing fitted) and what happened.
 */
export function addLine(basket: BasketLine[], line: BasketLine): AddOutcome {
  const requested = line.quantity
  const same = basket.find((l) => isSame(l, line))
  const room = roomFor(
    basket.filter((l) => l !== same),
    line,
  )
  if (!same) {
    const added = Math.min(room, requested)
    if (added === 0) return { basket, line: { ...line, quantity: 0 }, requested, added, capped: true }
    const fresh = { ...line, quantity: added }
    return { basket: [...basket, fresh], line: fresh, requested, added, capped: added < requested }
  }
  const quantity = Math.min(room, same.quantity + requested)
  const added = Math.max(0, quantity - same.quantity)
  if (added === 0) return { basket, line: same, requested, added, capped: true }
  const merged: BasketLine = {
    ...same,
    quantity,
    unitPrice: line.unitPrice,
    configKey: same.configKey ?? line.configKey,
    services: line.services,
  }
  return {
    basket: basket.map((l) => (l === same ? merged : l)),
    line: merged,
    requested,
    added,
    capped: added < requested,
  }
}

/** Removes the line with this key (`basketLineKey`). */
export function removeLine(basket: BasketLine[], key: string): BasketLine[] {
  return basket.filter((l) => basketLineKey(l) !== key)
}

/** Sets the quantity of the line with this key (`basketLineKey`), at most what `roomFor` leaves it, at least 1. */
export function setLineQuantity(basket: BasketLine[], key: string, quantity: number): BasketLine[] {
  return basket.map((l) => {
    if (basketLineKey(l) !== key) return l
    const room = roomFor(
      basket.filter((other) => other !== l),
      l,
    )
    return { ...l, quantity: Math.max(1, Math.min(quantity, room)) }
  })
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
