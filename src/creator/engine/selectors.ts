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

/** Turns off what a selector names: options back to their default, flags off. */
export function clear(index: CatalogIndex, selection: Selection, selector: Selector): void {
  if (selector.on === 'option') {
    if (!matches(index, selection, selector)) return
    selection.options[optionKey(selector.option)] = defaultValueOf(index, selector.option)
    return
  }
  for (const id of activeIds(selection, selector.on)) {
    if (!selector.ids || selector.ids.includes(id)) delete selection[selector.on][KEY[selector.on](id)]
  }
}
