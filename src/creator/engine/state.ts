import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/basket/quantity'
import type { CatalogIndex, CreatorCatalog } from '../catalog'
import type { Selection } from '../selection'

export const optionKey = (id: number) => `option_${id}`
export const modKey = (id: number) => `mod_${id}`
export const packageKey = (id: number) => `package_${id}`
export const macroKey = (id: number) => `macro_${id}`

/** The default configuration: every option with values on its default value, everything else off. */
export function defaultSelection(catalog: CreatorCatalog): Selection {
  const options: Selection['options'] = {}
  let bodyId: number | null = null
  for (const option of catalog.options) {
    if (option.values.length === 0) {
      options[optionKey(option.id)] = false
      continue
    }
    const value = option.values.find((v) => v.isDefault) ?? option.values[0]
    if (!value) continue
    options[optionKey(option.id)] = value.id
    if (option.template === 'body-picker' || option.template === 'elite-body-grid') bodyId = value.id
  }
  return { options, mods: {}, macros: {}, packages: {}, quantity: MIN_QUANTITY, rapidEnabled: false, bodyId }
}

/** Is an option "on": a boolean option checked, or an option with values away from its default. */
export function isOptionOn(index: CatalogIndex, selection: Selection, optionId: number): boolean {
  const current = selection.options[optionKey(optionId)]
  if (typeof current === 'boolean' || current === undefined) return current === true
  const value = index.values.get(current)
  return value ? !value.isDefault : false
}

export function defaultValueOf(index: CatalogIndex, optionId: number): number | false {
  const option = index.options.get(optionId)
  if (!option || option.values.length === 0) return false
  return (option.values.find((v) => v.isDefault) ?? option.values[0])?.id ?? false
}

export const clampQuantity = (n: number) =>
  Number.isFinite(n) ? Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n))) : MIN_QUANTITY

/** Copies a selection so an action never changes the state it was given. */
export function cloneSelection(s: Selection): Selection {
  return {
    ...s,
    options: { ...s.options },
    mods: { ...s.mods },
    macros: { ...s.macros },
    packages: { ...s.packages },
    ...(s.held ? { held: { ...s.held } } : {}),
  }
}
