import type { CatalogIndex, CatalogOption, CatalogValue, CreatorCatalog } from '../catalog'
import type { Selection } from '../selection'
import type { Action } from './action'
import { activeIds } from './selectors'
import { forget } from './settle'
import {
  clampQuantity,
  cloneSelection,
  defaultSelection,
  defaultValueOf,
  macroKey,
  modKey,
  optionKey,
  packageKey,
} from './state'
import { isSoldOut, SOLD_OUT_TOOLTIP } from './stock'
import { hiddenNow, type RuleVisibility, visibilityOf } from './visibility'

/** Applies the action literally (plus what a package means), before any rule is consulted. */
export function literal(
  catalog: CreatorCatalog,
  index: CatalogIndex,
  state: Selection,
  action: Action,
): Selection | string {
  const next = cloneSelection(state)
  switch (action.type) {
    case 'reset':
      return defaultSelection(catalog)
    case 'setQuantity':
      next.quantity = clampQuantity(action.quantity)
      return next
    case 'switchTab':
      if (catalog.macros.length === 0) return 'This platform has no macros.'
      if (action.tab === 'macros') {
        next.mods = {}
        next.packages = {}
      } else {
        next.macros = {}
      }
      return next
    case 'acceptAgreement': {
      const agreement = catalog.rules.agreement
      if (!agreement || !index.options.has(agreement.option)) return 'This platform has no mods agreement.'
      next.options[optionKey(agreement.option)] = action.accepted
      forget(next, agreement.option)
      return next
    }
    case 'chooseValue': {
      const option = index.options.get(action.optionId)
      const value = index.values.get(action.valueId)
      if (!option) return `There is no option ${action.optionId} on this platform.`
      if (!value || value.optionId !== option.id) return `${option.name} has no value ${action.valueId}.`
      if (value.isDisabled) return `${value.name} is not available.`
      const view = visibilityOf(catalog, index, state)
      const hidden = hiddenNow(view, option.id, value.id)
      if (hidden) return hidden
      // The page shows a sold-out value greyed out with this tooltip; the engine refuses it the same way.
      if (isSoldOut(option, value) && !value.isDefault) return SOLD_OUT_TOOLTIP
      if (value.isUnavailable && !value.isDefault) return `${value.name} is unavailable.`
      forget(next, option.id)
      if (option.values.some((v) => v.links?.length)) return chooseLinked(index, view, state, next, option, value)
      next.options[optionKey(option.id)] = value.id
      return next
    }
    case 'toggleOption': {
      const option = index.options.get(action.optionId)
      if (!option) return `There is no option ${action.optionId} on this platform.`
      if (action.on) {
        const hidden = hiddenNow(visibilityOf(catalog, index, state), option.id)
        if (hidden) return hidden
      }
      forget(next, option.id)
      // Unchecking a single option resets it to its default value (creator.md section 4).
      next.options[optionKey(option.id)] = action.on
        ? option.values.length
          ? (next.options[optionKey(option.id)] ?? false)
          : true
        : defaultValueOf(index, option.id)
      return next
    }
    case 'toggleMod': {
      const mod = index.mods.get(action.id)
      if (!mod) return `There is no mod ${action.id} on this platform.`
      const owner = activeIds(state, 'packages')
        .map((id) => index.packages.get(id))
        .find((p) => p?.mods.includes(mod.id))
      if (owner) return `${mod.name} is included in the ${owner.name}.`
      if (action.on && mod.disabled) return `${mod.name} is not available.`
      if (action.on) next.mods[modKey(mod.id)] = true
      else delete next.mods[modKey(mod.id)]
      return next
    }
    case 'togglePackage': {
      const pack = index.packages.get(action.id)
      if (!pack) return `There is no package ${action.id} on this platform.`
      if (action.on && pack.disabled) return `${pack.name} is not available.`
      if (action.on === (state.packages[packageKey(pack.id)] === true)) return next
      if (action.on) {
        // A package checks (and locks) its mods and unchecks every other package and mod.
        next.packages = { [packageKey(pack.id)]: true }
        next.mods = Object.fromEntries(pack.mods.map((id) => [modKey(id), true]))
      } else {
        delete next.packages[packageKey(pack.id)]
        for (const id of pack.mods) delete next.mods[modKey(id)]
      }
      return next
    }
    case 'toggleMacro': {
      const macro = index.macros.get(action.id)
      if (!macro) return `There is no macro ${action.id} on this platform.`
      if (action.on && macro.disabled) return `${macro.name} is not available.`
      if (action.on) next.macros[macroKey(macro.id)] = true
      else delete next.macros[macroKey(macro.id)]
      return next
    }
  }
}

/**
 * Linked options (creator.md section 4): a value with linked keys sets each linked option and keeps its own
 * option at the default; the options set by the kit chosen before (all of its links still in place) go back to
 * their defaults first. Choosing the default value only undoes the previous kit.
 */
function chooseLinked(
  index: CatalogIndex,
  view: RuleVisibility,
  state: Selection,
  next: Selection,
  option: CatalogOption,
  value: CatalogValue,
): Selection | string {
  for (const link of value.links ?? []) {
    const target = index.values.get(link.value)
    if (!target || target.optionId !== link.option || target.isDisabled)
      return `${value.name} is not available: one of its parts is no longer offered.`
    const hidden = hiddenNow(view, link.option, link.value)
    if (hidden) return `${value.name} is not available: ${target.name}: ${hidden}`
  }
  const applied = (kit: CatalogValue) =>
    Boolean(kit.links?.length) && kit.links?.every((l) => state.options[optionKey(l.option)] === l.value)
  for (const kit of option.values) {
    if (kit.id === value.id || !applied(kit)) continue
    for (const link of kit.links ?? []) next.options[optionKey(link.option)] = defaultValueOf(index, link.option)
  }
  for (const link of value.links ?? []) {
    next.options[optionKey(link.option)] = link.value
    forget(next, link.option)
  }
  next.options[optionKey(option.id)] = defaultValueOf(index, option.id)
  return next
}
