import { MAX_QUANTITY as MAX_LINE_QUANTITY } from './quantity'

/** Lines a stored basket may hold (`basketSchema`). */
const MAX_LINES = 50

/**
 * The number of items in a stored basket (the header's cart count), read without the basket's schema so every page
 * need not load it: the sum of the lines' quantities, and 0 for anything `parseBasket` would refuse as a whole (not
 * JSON, not a list, too many lines, a quantity that is not a whole number from 1 to 3). Pure.
 */
export function storedBasketCount(raw: string | null): number {
  if (!raw) return 0
  let lines: unknown
  try {
    lines = JSON.parse(raw)
  } catch {
    return 0
  }
  if (!Array.isArray(lines) || lines.length > MAX_LINES) return 0
  let count = 0
  for (const line of lines) {
    const quantity = (line as { quantity?: unknown } | null)?.quantity
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
      return 0
    count += quantity
  }
  return count
}
