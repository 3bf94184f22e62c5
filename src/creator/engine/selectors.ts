import type { CatalogIndex } from '../catalog'
import type { Selector } from '../rules/schema'
import type { Selection } from '../selection'
import { defaultValueOf, isOptionOn, macroKey, modKey, optionKey, packageKey } from './state'

type FlagFamily = 'mods' | 'packages' | 'macros'
const KEY: Record<FlagFamily, (id: number) => string> = { mods: modKey, packages: packageKey, macros: macroKey }

/** The ids of a flag family that are on. */
export function activeIds(selection: Selection, family: FlagFamily): number[] {
  return Object.entries(selection[family])
    .filter(([, on]) => on)
    .map(([key]) => Number(key.slice(key.indexOf('_') + 1)))
}

export function matches(index: CatalogIndex, selection: Selection, selector: Selector): boolean {
  if (selector.on === 'option') {
    if (!selector.values) return isOptionOn(index, selection, selector.option)
    const current = selection.options[optionKey(selector.option)]
    return typeof current === 'number' && selector.values.includes(current)
  }
  const on = activeIds(selection, selector.on)
  return selector.ids ? on.some((id) => selector.ids?.includes(id)) : on.length > 0
}

/**
 * Turns off what a selector names: options back to their default, flags off. Keys in `keep` (what the shopper
 * chose in this very action) stay. Returns whether anything changed.
 */
export function clear(index: CatalogIndex, selection: Selection, selector: Selector, keep?: Set<string>): boolean {
  if (selector.on === 'option') {
    const key = optionKey(selector.option)
    if (!matches(index, selection, selector) || keep?.has(key)) return false
    selection.options[key] = defaultValueOf(index, selector.option)
    return true
  }
  let changed = false
  for (const id of activeIds(selection, selector.on)) {
    const key = KEY[selector.on](id)
    if ((selector.ids && !selector.ids.includes(id)) || keep?.has(key)) continue
    delete selection[selector.on][key]
    changed = true
  }
  return changed
}

/** Copies what a selector names from one selection to another (the page shows cleared items a moment longer). */
export function copySelector(from: Selection, to: Selection, selector: Selector): void {
  if (selector.on === 'option') {
    const key = optionKey(selector.option)
    const value = from.options[key]
    if (value !== undefined) to.options[key] = value
    return
  }
  for (const id of activeIds(from, selector.on)) {
    if (!selector.ids || selector.ids.includes(id)) to[selector.on][KEY[selector.on](id)] = true
  }
}

/** The keys (option_1, mod_2, package_3, macro_4) whose value differs between two selections. */
export function changedKeys(before: Selection, after: Selection): Set<string> {
  const keys = new Set<string>()
  for (const family of ['options', 'mods', 'packages', 'macros'] as const) {
    const a = before[family] as Record<string, unknown>
    const b = after[family] as Record<string, unknown>
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = a[key] === undefined || a[key] === false ? false : a[key]
      const y = b[key] === undefined || b[key] === false ? false : b[key]
      if (x !== y) keys.add(key)
    }
  }
  return keys
}
