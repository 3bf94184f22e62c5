import { STOCK_POLICY_CONTINUE } from '../lib/platforms'
import type { CreatorCatalog } from './catalog'
import type { Selection } from './selection'

/** Cap of `availableQuantity` when nothing in a configuration is counted (every part sold on back-order). */
export const UNLIMITED_BUILDS = 99

/**
 * How many of a prebuilt product the workshop can build now: the smallest on-hand stock among the platform's hardware
 * and the chosen inventoried values that stop selling when out of stock (policy 2 values never limit).
 */
export function buildableCount(catalog: CreatorCatalog, selection: Selection, hardware: number[]): number {
  const values = new Map(catalog.options.flatMap((o) => o.values.map((v) => [v.id, { v, o }] as const)))
  const limits = [...hardware]
  for (const chosen of Object.values(selection.options)) {
    if (typeof chosen !== 'number') continue
    const found = values.get(chosen)
    if (found?.o.isInventoried && found.v.stockPolicy !== STOCK_POLICY_CONTINUE) limits.push(found.v.stock)
  }
  return Math.max(0, Math.min(UNLIMITED_BUILDS, ...limits))
}
