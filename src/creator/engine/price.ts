import { type CatalogIndex, type CreatorCatalog, chargedPrice } from '../catalog'
import type { Selection } from '../selection'
import { activeIds, matches } from './selectors'
import { optionKey } from './state'

export interface PriceView {
  /** The platform's base controller. */
  itemSubtotal: number
  /** Everything chosen on top of it, for one controller. */
  optionsSubtotal: number
  /** (item + options) × quantity. */
  orderTotal: number
}

/**
 * The price of an option value (or of a checkbox option, without `valueId`) in this configuration: a `prices`
 * rule in force wins (the White back shell at no cost with Macro Remap), else the sale price, else the price.
 */
export function priceIn(
  catalog: CreatorCatalog,
  index: CatalogIndex,
  s: Selection,
  optionId: number,
  valueId?: number,
): number {
  for (const rule of catalog.rules.rules) {
    if (rule.kind !== 'prices' || rule.target.option !== optionId) continue
    if (rule.target.values && (valueId === undefined || !rule.target.values.includes(valueId))) continue
    if (rule.when.every((q) => matches(index, s, q))) return rule.price
  }
  if (valueId === undefined) return index.options.get(optionId)?.price ?? 0
  const value = index.values.get(valueId)
  return value ? chargedPrice(value) : 0
}

/**
 * Prices a selection from the catalog: chosen values, checked options, packages, mods not covered by a
 * package, and macros. Integer cents throughout.
 */
export function priceOf(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): PriceView {
  let options = 0
  for (const option of catalog.options) {
    const chosen = s.options[optionKey(option.id)]
    if (typeof chosen === 'number') {
      if (index.values.has(chosen)) options += priceIn(catalog, index, s, option.id, chosen)
    } else if (chosen === true) {
      options += priceIn(catalog, index, s, option.id)
    }
  }
  const packages = activeIds(s, 'packages').flatMap((id) => index.packages.get(id) ?? [])
  const inPackages = new Set(packages.flatMap((p) => p.mods))
  for (const pack of packages) options += chargedPrice(pack)
  for (const id of activeIds(s, 'mods')) {
    const mod = index.mods.get(id)
    if (mod && !inPackages.has(id)) options += chargedPrice(mod)
  }
  for (const id of activeIds(s, 'macros')) {
    const macro = index.macros.get(id)
    if (macro) options += chargedPrice(macro)
  }
  const item = catalog.platform.basePrice
  return { itemSubtotal: item, optionsSubtotal: options, orderTotal: (item + options) * s.quantity }
}
