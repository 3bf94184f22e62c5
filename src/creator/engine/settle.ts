import type { CatalogIndex, CreatorCatalog } from '../catalog'
import type { Rule, Selector } from '../rules/schema'
import type { Selection } from '../selection'
import { activeIds, clear, matches } from './selectors'
import { defaultValueOf, isOptionOn, modKey, optionKey, packageKey } from './state'
import { isSoldOut } from './stock'
import { catalogHides, hiddenChoice, hiddenNow, visibilityOf } from './visibility'

/** Something the engine turned off because what it needed went away (with the page's delay hint). */
export interface Cleared {
  ruleId: string
  subject: Selector
  delayMs: number
  /** Why, for the shopper, next to what went ('Rapid Fire has to be added to select Paddles'). */
  message?: string
}

export const requirementMet = (index: CatalogIndex, s: Selection, rule: Extract<Rule, { kind: 'requires' }>) =>
  rule.requirement.some((r) => matches(index, s, r))

/**
 * Clears what lost its requirement and resets what was unchecked, until nothing changes. `chosen` holds the keys
 * the shopper set in this action: a reset never undoes them (choosing a back shell that removes the Xbox
 * Performance Package keeps that shell, though unchecking the package resets the back).
 */
export function settle(
  catalog: CreatorCatalog,
  index: CatalogIndex,
  before: Selection,
  s: Selection,
  chosen: Set<string>,
): Cleared[] {
  const rules = catalog.rules.rules
  const cleared: Cleared[] = []
  for (let round = 0; round < 10; round += 1) {
    let changed = false
    for (const rule of rules) {
      if (rule.kind === 'requires' && matches(index, s, rule.subject) && !requirementMet(index, s, rule)) {
        clear(index, s, rule.subject)
        cleared.push({ ruleId: rule.id, subject: rule.subject, delayMs: rule.clearDelayMs ?? 0, message: rule.message })
        changed = true
      }
      if (rule.kind === 'resetsOnUncheck' && matches(index, before, rule.subject) && !matches(index, s, rule.subject)) {
        for (const target of rule.targets ?? []) {
          const value = defaultValueOf(index, target)
          if (s.options[optionKey(target)] !== value && !chosen.has(optionKey(target))) {
            s.options[optionKey(target)] = value
            changed = true
          }
        }
        for (const selector of rule.clears ?? []) {
          if (!clear(index, s, selector, chosen)) continue
          cleared.push({ ruleId: rule.id, subject: selector, delayMs: 0, message: rule.message })
          changed = true
        }
      }
    }
    if (holdHidden(catalog, index, s)) changed = true
    for (const id of activeIds(s, 'packages')) {
      // A package is its mods: once one of them is gone, the package is gone too.
      const pack = index.packages.get(id)
      if (pack?.mods.some((mod) => s.mods[modKey(mod)] !== true)) {
        delete s.packages[packageKey(id)]
        changed = true
      }
    }
    if (!changed) return cleared
  }
  throw new Error('Creator rules do not settle: a rule set contradicts itself (run the rule lint).')
}

const excludesBroken = (index: CatalogIndex, rules: Rule[], s: Selection) =>
  rules.some((r) => r.kind === 'excludes' && matches(index, s, r.subject) && matches(index, s, r.conflict))

/**
 * Puts hidden choices back to a shown value that can be bought (the default first) and remembers them in `held`;
 * brings a held choice back once it shows again, its option still sits where the engine put it, and no exclusion
 * would break. Returns whether anything changed.
 */
function holdHidden(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): boolean {
  if (!catalogHides(catalog)) return false
  let changed = false
  const view = visibilityOf(catalog, index, s)
  for (const option of catalog.options) {
    const key = optionKey(option.id)
    const chosen = s.options[key]
    const hidden = hiddenChoice(view, option.id, chosen)
    if (!hidden || chosen === undefined) continue
    const fallback =
      option.values.length === 0
        ? false
        : ([...option.values]
            .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
            .find((v) => !v.isDisabled && !hiddenNow(view, option.id, v.id) && (v.isDefault || !isSoldOut(option, v)))
            ?.id ?? defaultValueOf(index, option.id))
    if (fallback === chosen) continue
    s.held = { ...s.held, [key]: chosen }
    s.options[key] = fallback
    changed = true
  }
  for (const [key, wanted] of Object.entries(s.held ?? {})) {
    const optionId = Number(key.slice('option_'.length))
    const shown = typeof wanted === 'number' ? !hiddenNow(view, optionId, wanted) : !hiddenNow(view, optionId)
    if (!shown) continue
    const current = s.options[key]
    forget(s, optionId)
    changed = true
    // The shopper moved on (chose something else in the meantime): the held choice is dropped.
    if (isOptionOn(index, s, optionId) || current === undefined) continue
    s.options[key] = wanted
    if (excludesBroken(index, catalog.rules.rules, s)) s.options[key] = current
  }
  return changed
}

/** The shopper chose this option themselves: what a rule held back for it is forgotten. */
export function forget(s: Selection, optionId: number): void {
  if (!s.held || !(optionKey(optionId) in s.held)) return
  const { [optionKey(optionId)]: _, ...rest } = s.held
  s.held = Object.keys(rest).length ? rest : undefined
}
