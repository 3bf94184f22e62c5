// How much of one thing a basket (and so a quote or an order) may hold: no validation library, so the cart in the
// browser, the checkout's schema and the server's quote and order share these rules (docs/decisions.md, "Quantity
// limits across lines").

/** Most of one line a shopper may buy (creator.md section 9: quantity 1 to 3). */
export const MAX_LINE_QUANTITY = 3

/**
 * Most of one product or one configuration in a basket, over all its lines: the per-line limit must not be dodged by
 * sending the same thing on several lines (a product with and without the warranty is two lines of one product).
 */
export const MAX_ITEM_QUANTITY = MAX_LINE_QUANTITY

/** Most items (the sum of all quantities) in one basket or order: ten lines of three. */
export const MAX_BASKET_ITEMS = 30

export const BASKET_LIMIT_MESSAGES = {
  item: `You can buy at most ${MAX_ITEM_QUANTITY} of one item per order: the same item is on several lines of your cart.`,
  total: `An order can hold at most ${MAX_BASKET_ITEMS} items. For a larger order, please contact us.`,
} as const

/** A line as the rules count it. */
export interface CountedLine {
  type: 'controller' | 'product'
  id: string | number
  quantity: number
}

/** What a line is a quantity of: a product by id, whatever services come with it; a configuration by its uid. */
export const itemKeyOf = (line: Pick<CountedLine, 'type' | 'id'>): string => `${line.type}:${line.id}`

export type BasketLimitProblem =
  | { kind: 'item'; key: string; quantity: number; lines: number[] }
  | { kind: 'total'; quantity: number }

/** The first rule a basket breaks (one item over MAX_ITEM_QUANTITY across its lines, or too many items), or null. */
export function basketLimitProblem(lines: readonly CountedLine[]): BasketLimitProblem | null {
  const byItem = new Map<string, { quantity: number; lines: number[] }>()
  let total = 0
  lines.forEach((line, index) => {
    const key = itemKeyOf(line)
    const held = byItem.get(key) ?? { quantity: 0, lines: [] }
    held.quantity += line.quantity
    held.lines.push(index)
    byItem.set(key, held)
    total += line.quantity
  })
  for (const [key, held] of byItem)
    if (held.quantity > MAX_ITEM_QUANTITY) return { kind: 'item', key, quantity: held.quantity, lines: held.lines }
  return total > MAX_BASKET_ITEMS ? { kind: 'total', quantity: total } : null
}

/**
 * How many of `line`'s item the basket can take on that line, counting every other line (`others`: the basket
 * without it): what is left of MAX_ITEM_QUANTITY for the item and of MAX_BASKET_ITEMS for the basket, never below 0
 * and never above MAX_LINE_QUANTITY.
 */
export function roomFor(others: readonly CountedLine[], line: Pick<CountedLine, 'type' | 'id'>): number {
  const key = itemKeyOf(line)
  let sameItem = 0
  let total = 0
  for (const other of others) {
    if (itemKeyOf(other) === key) sameItem += other.quantity
    total += other.quantity
  }
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, MAX_ITEM_QUANTITY - sameItem, MAX_BASKET_ITEMS - total))
}
