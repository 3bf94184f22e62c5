import { type CatalogIndex, type CreatorCatalog, chargedPrice } from '../catalog'
import type { Selection } from '../selection'
import { activeIds } from './selectors'
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
 * Prices a selection from the catalog: chosen values, checked options, packages, mods not covered by a
 * package, and macros. Integer cents throughout.
 */
export function priceOf(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): PriceView {
  let options = 0
  for (const option of catalog.options) {
    const chosen = s.options[optionKey(option.id)]
    if (typeof chosen === 'number') {
      const value = index.values.get(chosen)
      if (value) options += chargedPrice(value)
    } else if (chosen === true) {
      options += option.price
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
