import type { CatalogIndex, CreatorCatalog } from '../catalog'
import type { Selection } from '../selection'
import { changedKeys } from './selectors'
import { macroKey, modKey, optionKey, packageKey } from './state'

/**
 * What a confirmed answer changes besides what the shopper just chose, in the shopper's words, one line each
 * ('Removes mod Jump Shot', 'Back Shell becomes Glacier White'). Read off the two states themselves, so the dialog
 * can never say something other than what YES does.
 */
export function describeChanges(
  catalog: CreatorCatalog,
  index: CatalogIndex,
  before: Selection,
  after: Selection,
  chosen: Set<string>,
): string[] {
  const changed = changedKeys(before, after)
  const lines: string[] = []
  for (const option of catalog.options) {
    const key = optionKey(option.id)
    if (!changed.has(key) || chosen.has(key)) continue
    const was = before.options[key]
    const now = after.options[key]
    if (option.values.length === 0) {
      lines.push(now === true ? `Adds ${option.name}` : `Removes ${option.name}`)
      continue
    }
    const wasValue = typeof was === 'number' ? index.values.get(was) : undefined
    const nowValue = typeof now === 'number' ? index.values.get(now) : undefined
    if (nowValue?.isDefault && wasValue) lines.push(`Removes ${option.name}: ${wasValue.name}`)
    else if (nowValue) lines.push(`${option.name} becomes ${nowValue.name}`)
  }
  const families = [
    ['packages', catalog.packages, packageKey, 'the '],
    ['mods', catalog.mods, modKey, 'mod '],
    ['macros', catalog.macros, macroKey, 'macro '],
  ] as const
  for (const [family, items, key, article] of families) {
    for (const item of items) {
      const k = key(item.id)
      if (!changed.has(k) || chosen.has(k)) continue
      // Mods that go with their package are said once, with the package.
      if (family === 'mods' && after.mods[k] !== true && removedPackageHolds(catalog, before, after, item.id)) continue
      lines.push(`${after[family][k] === true ? 'Adds' : 'Removes'} ${article}${item.name}`)
    }
  }
  return lines
}

function removedPackageHolds(catalog: CreatorCatalog, before: Selection, after: Selection, modId: number): boolean {
  return catalog.packages.some(
    (p) =>
      p.mods.includes(modId) && before.packages[packageKey(p.id)] === true && after.packages[packageKey(p.id)] !== true,
  )
}
