import { formatUSD } from '../../lib/money'
import { type CatalogIndex, type CatalogOption, type CatalogValue, type CreatorCatalog, indexCatalog } from '../catalog'
import type { Rule, Selector } from '../rules/schema'
import type { Selection } from '../selection'
import { priceOf } from './price'
import { activeIds, clear, matches } from './selectors'
import {
  clampQuantity,
  cloneSelection,
  defaultSelection,
  defaultValueOf,
  isOptionOn,
  macroKey,
  modKey,
  optionKey,
  packageKey,
} from './state'
import { catalogHides, hiddenChoice, hiddenNow, type RuleVisibility, visibilityOf } from './visibility'

export type Action =
  | { type: 'chooseValue'; optionId: number; valueId: number }
  | { type: 'toggleOption'; optionId: number; on: boolean }
  | { type: 'toggleMod'; id: number; on: boolean }
  | { type: 'togglePackage'; id: number; on: boolean }
  | { type: 'toggleMacro'; id: number; on: boolean }
  | { type: 'setQuantity'; quantity: number }
  /** The Macros/Mods tabs: switching to macros resets mods (and packages), switching back resets macros. */
  | { type: 'switchTab'; tab: 'mods' | 'macros' }
  /** The PS5 Edge mods agreement (the page keeps it for the session and accepts it again on the next visit). */
  | { type: 'acceptAgreement'; accepted: boolean }
  | { type: 'reset' }

export interface Confirmation {
  ruleId: string
  title: string
  message: string
  yes: string
  no: string
  /** The state "yes" leads to; "no" keeps the state the action started from. */
  yesState: Selection
}

/** Something the engine turned off because what it needed went away (with the page's delay hint). */
export interface Cleared {
  ruleId: string
  subject: Selector
  delayMs: number
}

export type Outcome =
  | { kind: 'next'; state: Selection; cleared: Cleared[] }
  | { kind: 'confirm'; confirmation: Confirmation }
  | { kind: 'blocked'; message: string }

const blocked = (message: string): Outcome => ({ kind: 'blocked', message })

/** Applies the action literally (plus what a package means), before any rule is consulted. */
function literal(catalog: CreatorCatalog, index: CatalogIndex, state: Selection, action: Action): Selection | string {
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

/** The shopper chose this option themselves: what a rule held back for it is forgotten. */
function forget(s: Selection, optionId: number): void {
  if (!s.held || !(optionKey(optionId) in s.held)) return
  const { [optionKey(optionId)]: _, ...rest } = s.held
  s.held = Object.keys(rest).length ? rest : undefined
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

const requirementMet = (index: CatalogIndex, s: Selection, rule: Extract<Rule, { kind: 'requires' }>) =>
  rule.requirement.some((r) => matches(index, s, r))

/** Clears what lost its requirement and resets what was unchecked, until nothing changes. */
function settle(
  catalog: CreatorCatalog,
  index: CatalogIndex,
  rules: Rule[],
  before: Selection,
  s: Selection,
): Cleared[] {
  const cleared: Cleared[] = []
  for (let round = 0; round < 10; round += 1) {
    let changed = false
    for (const rule of rules) {
      if (rule.kind === 'requires' && matches(index, s, rule.subject) && !requirementMet(index, s, rule)) {
        clear(index, s, rule.subject)
        cleared.push({ ruleId: rule.id, subject: rule.subject, delayMs: rule.clearDelayMs ?? 0 })
        changed = true
      }
      if (rule.kind === 'resetsOnUncheck' && matches(index, before, rule.subject) && !matches(index, s, rule.subject)) {
        for (const target of rule.targets) {
          const value = defaultValueOf(index, target)
          if (s.options[optionKey(target)] !== value) {
            s.options[optionKey(target)] = value
            changed = true
          }
        }
      }
    }
    if (holdHidden(catalog, index, rules, s)) changed = true
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
 * Puts hidden choices back to a shown value and remembers them in `held`; brings a held choice back once it
 * shows again, its option still sits where the engine put it, and no exclusion would break. Returns whether
 * anything changed.
 */
function holdHidden(catalog: CreatorCatalog, index: CatalogIndex, rules: Rule[], s: Selection): boolean {
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
            .find((v) => !v.isDisabled && !hiddenNow(view, option.id, v.id))?.id ?? defaultValueOf(index, option.id))
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
    if (excludesBroken(index, rules, s)) s.options[key] = current
  }
  return changed
}

/** Flags derived from the selection: Rapid Fire on, and the chosen body. */
function derive(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): void {
  s.rapidEnabled = catalog.options.some((o) => o.template === 'rapid-fire' && isOptionOn(index, s, o.id))
  const body = catalog.options.find((o) => o.template === 'body-picker' || o.template === 'elite-body-grid')
  const bodyValue = body ? s.options[optionKey(body.id)] : undefined
  s.bodyId = typeof bodyValue === 'number' ? bodyValue : null
}

/** The name of what an action turns on, for confirmation texts ('{name}'). */
function nameOf(index: CatalogIndex, action: Action): string | undefined {
  switch (action.type) {
    case 'chooseValue':
      return index.values.get(action.valueId)?.name
    case 'toggleOption':
      return index.options.get(action.optionId)?.name
    case 'toggleMod':
      return index.mods.get(action.id)?.name
    case 'togglePackage':
      return index.packages.get(action.id)?.name
    case 'toggleMacro':
      return index.macros.get(action.id)?.name
    default:
      return undefined
  }
}

/** '{other}' in texts: the option's name, or Mods / Packages / Macros. */
function describeDefault(index: CatalogIndex, selector: Selector): string {
  if (selector.on === 'option') return index.options.get(selector.option)?.name ?? `option ${selector.option}`
  return { mods: 'Mods', packages: 'Packages', macros: 'Macros' }[selector.on]
}

function fill(template: string, names: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => names[key] ?? whole)
}

export interface Engine {
  initial: () => Selection
  apply: (state: Selection, action: Action) => Outcome
}

/** The creator engine for one platform's catalog and rules. */
export function createEngine(catalog: CreatorCatalog, describeSelector?: (s: Selector) => string): Engine {
  const index = indexCatalog(catalog)
  const describe = describeSelector ?? ((s: Selector) => describeDefault(index, s))
  const rules = catalog.rules.rules
  const initial = () => {
    const s = defaultSelection(catalog)
    derive(catalog, index, s)
    return s
  }

  function apply(state: Selection, action: Action): Outcome {
    const candidate = literal(catalog, index, state, action)
    if (typeof candidate === 'string') return blocked(candidate)
    const newlyOn = (selector: Selector) => matches(index, candidate, selector) && !matches(index, state, selector)

    for (const rule of rules) {
      if (rule.kind === 'requires' && newlyOn(rule.subject) && !requirementMet(index, candidate, rule)) {
        return blocked(rule.message)
      }
    }
    // What the action sets along with it (a body's trim, an Advanced Back's black shell).
    let asking: Extract<Rule, { kind: 'sets' }> | undefined
    for (const rule of rules) {
      if (rule.kind !== 'sets' || !newlyOn(rule.subject)) continue
      if (rule.unless && matches(index, candidate, rule.unless)) continue
      // An option holding a choice a rule hid gets that choice back instead (settle brings it back).
      const changes = rule.set.filter(
        ({ option, value }) =>
          candidate.options[optionKey(option)] !== value && !(optionKey(option) in (candidate.held ?? {})),
      )
      if (changes.length === 0) continue
      for (const { option, value } of changes) candidate.options[optionKey(option)] = value
      if (rule.confirm && !asking) asking = rule
    }
    // What it cannot be combined with: one confirmation speaks for every conflict, "yes" removes them all.
    const conflicts = rules.filter(
      (rule): rule is Extract<Rule, { kind: 'excludes' }> =>
        rule.kind === 'excludes' && newlyOn(rule.subject) && matches(index, candidate, rule.conflict),
    )
    const first = conflicts[0]
    const texts = asking?.confirm ?? first?.confirm
    if (!texts) {
      const cleared = settle(catalog, index, rules, state, candidate)
      derive(catalog, index, candidate)
      return { kind: 'next', state: candidate, cleared }
    }
    const yesState = cloneSelection(candidate)
    for (const rule of conflicts) clear(index, yesState, rule.conflict)
    // Removing a conflict can put back a default that conflicts in turn: resolve until nothing does.
    for (let round = 0; round < 10; round += 1) {
      const more = rules.filter(
        (rule) =>
          rule.kind === 'excludes' &&
          matches(index, yesState, rule.subject) &&
          !matches(index, state, rule.subject) &&
          matches(index, yesState, rule.conflict),
      )
      if (more.length === 0) break
      for (const rule of more) if (rule.kind === 'excludes') clear(index, yesState, rule.conflict)
    }
    settle(catalog, index, rules, state, yesState)
    derive(catalog, index, yesState)
    const subject = (asking ?? first)?.subject
    const names = {
      name: nameOf(index, action) ?? (subject ? describe(subject) : ''),
      other: first ? describe(first.conflict) : '',
      price: formatUSD(priceOf(catalog, index, yesState).orderTotal),
    }
    return {
      kind: 'confirm',
      confirmation: {
        ruleId: (asking ?? first)?.id ?? '',
        title: texts.title ?? 'Are you sure?',
        message: fill(texts.message, names),
        yes: fill(texts.yes, names),
        no: fill(texts.no, names),
        yesState,
      },
    }
  }

  return { initial, apply }
}
