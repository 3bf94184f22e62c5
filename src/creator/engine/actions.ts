import { formatUSD } from '../../lib/money'
import { type CatalogIndex, type CreatorCatalog, indexCatalog } from '../catalog'
import type { Rule, Selector } from '../rules/schema'
import type { Selection } from '../selection'
import type { Action } from './action'
import { describeChanges } from './changes'
import { literal } from './literal'
import { priceOf } from './price'
import { changedKeys, clear, copySelector, matches } from './selectors'
import { type Cleared, requirementMet, settle } from './settle'
import { cloneSelection, defaultSelection, isOptionOn, optionKey } from './state'
import { introducedUnbuyable } from './stock'

export type { Action }

export interface Confirmation {
  ruleId: string
  title: string
  message: string
  yes: string
  no: string
  /** Everything "yes" changes besides the shopper's own choice, one line each ('Removes mod Jump Shot'). */
  changes: string[]
  /** The state "yes" leads to; "no" keeps the state the action started from. */
  yesState: Selection
}

export type { Cleared }

export type Outcome =
  | {
      kind: 'next'
      state: Selection
      cleared: Cleared[]
      /** Shown for the longest delay of `cleared` before `state` (creator.md: cleared after 500 ms). */
      interim?: Selection
    }
  | { kind: 'confirm'; confirmation: Confirmation }
  | { kind: 'blocked'; message: string }

const blocked = (message: string): Outcome => ({ kind: 'blocked', message })

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
  /** '{other}': what is chosen now under a selector ('Chrome Gold Triggers'), else the selector's name. */
  const nameIn = (s: Selection, selector: Selector) => {
    if (selector.on !== 'option' || !selector.values) return describe(selector)
    const chosen = s.options[optionKey(selector.option)]
    const value = typeof chosen === 'number' ? index.values.get(chosen) : undefined
    const option = index.options.get(selector.option)
    return value && option && selector.values.includes(value.id) ? `${value.name} ${option.name}` : describe(selector)
  }
  /** A rule must never lead the shopper to a controller they cannot buy: why this result cannot be, or null. */
  const soldOutBy = (action: Action, before: Selection, after: Selection): string | null => {
    const found = introducedUnbuyable(catalog, index, before, after)[0]
    if (!found) return null
    const option = index.options.get(found.value.optionId)
    return `${nameOf(index, action) ?? 'This choice'} needs ${found.value.name} ${option?.name ?? ''}, ${found.why}.`
  }

  function apply(state: Selection, action: Action): Outcome {
    const candidate = literal(catalog, index, state, action)
    if (typeof candidate === 'string') return blocked(candidate)
    const chosen = changedKeys(state, candidate)
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
    // What it cannot be combined with (or gives up, `asksAlsoWhen`): one confirmation speaks for every conflict and
    // lists what yes changes; yes removes them all.
    const conflicts = rules.filter(
      (rule): rule is Extract<Rule, { kind: 'excludes' }> =>
        rule.kind === 'excludes' &&
        newlyOn(rule.subject) &&
        (matches(index, candidate, rule.conflict) ||
          Boolean(rule.asksAlsoWhen?.some((q) => matches(index, candidate, q)))),
    )
    const first = conflicts[0]
    const texts = asking?.confirm ?? first?.confirm
    if (!texts) {
      const cleared = settle(catalog, index, state, candidate, chosen)
      derive(catalog, index, candidate)
      const refused = soldOutBy(action, state, candidate)
      if (refused) return blocked(refused)
      return { kind: 'next', state: candidate, cleared, ...interimOf(state, candidate, cleared) }
    }
    const yesState = cloneSelection(candidate)
    for (const rule of conflicts) clear(index, yesState, rule.conflict, chosen)
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
    settle(catalog, index, state, yesState, chosen)
    derive(catalog, index, yesState)
    const refused = soldOutBy(action, state, yesState)
    if (refused) return blocked(refused)
    const subject = (asking ?? first)?.subject
    const names = {
      name: nameOf(index, action) ?? (subject ? describe(subject) : ''),
      other: first ? nameIn(state, first.conflict) : '',
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
        changes: describeChanges(catalog, index, state, yesState, chosen),
        yesState,
      },
    }
  }

  /** With a delayed clear, the state to show first: what goes is still there, so the shopper sees it go. */
  function interimOf(before: Selection, after: Selection, cleared: Cleared[]): { interim?: Selection } {
    const delayed = cleared.filter((c) => c.delayMs > 0)
    if (delayed.length === 0) return {}
    const interim = cloneSelection(after)
    for (const c of delayed) copySelector(before, interim, c.subject)
    derive(catalog, index, interim)
    return { interim }
  }

  return { initial, apply }
}
