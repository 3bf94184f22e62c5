/**
 * The rule lint: proves, for one platform's catalog, that its creator rules make sense before a merchandiser
 * saves them (creator.md sections 4 and 5). Pure TypeScript, runs the real engine.
 *
 * It checks that
 *  - every selector names an option, value, mod, package or macro that exists (and values belong to their option);
 *  - the default configuration breaks no rule;
 *  - every listed value, mod, package and macro can be chosen within a few actions from the default configuration
 *    (confirmations answered yes);
 *  - no rule contradicts itself or another rule, and the rules settle;
 *  - no rule sets a value that is sold out (it would lead the shopper to a controller they cannot buy).
 */
import { type CatalogIndex, type CatalogOption, type CatalogValue, type CreatorCatalog, indexCatalog } from '../catalog'
import { type Action, createEngine, type Engine, isSoldOut, type Outcome } from '../engine'
import { matches } from '../engine/selectors'
import { macroKey, modKey, optionKey, packageKey } from '../engine/state'
import { hiddenChoice, visibilityOf } from '../engine/visibility'
import type { Selection } from '../selection'
import { knownFromCatalog, type RuleProblem, referenceProblems } from './references'
import type { Rule, Selector } from './schema'

export type LintProblem = RuleProblem

export interface LintReport {
  ok: boolean
  problems: LintProblem[]
}

/** How many actions from the default configuration a choice may need (creator.md: short, obvious sequences). */
export const REACH_DEPTH = 4

type Excludes = Extract<Rule, { kind: 'excludes' }>

const quote = (name: string) => `"${name}"`

/** A merchandiser's words for a selector: 'option "Back Shell" set to "Red" or "Blue"', 'any mod', … */
function describeSelector(index: CatalogIndex, selector: Selector): string {
  if (selector.on === 'option') {
    const option = index.options.get(selector.option)
    const name = option ? `option ${quote(option.name)}` : `option ${selector.option}`
    if (!selector.values) return option?.values.length ? `${name} (any non-default value)` : name
    const values = selector.values.map((id) => {
      const value = index.values.get(id)
      return value ? quote(value.name) : `value ${id}`
    })
    return `${name} set to ${values.join(' or ')}`
  }
  const singular = { mods: 'mod', packages: 'package', macros: 'macro' }[selector.on]
  if (!selector.ids) return `any ${singular}`
  const items = index[selector.on]
  return selector.ids
    .map((id) => {
      const item = items.get(id)
      return item ? `${singular} ${quote(item.name)}` : `${singular} ${id}`
    })
    .join(' or ')
}

/** Can both selectors be on for the same item at once? (Used to spot self-exclusion and contradictions.) */
function overlaps(a: Selector, b: Selector): boolean {
  if (a.on === 'option' && b.on === 'option') {
    if (a.option !== b.option) return false
    return !a.values || !b.values || a.values.some((v) => b.values?.includes(v))
  }
  if (a.on !== b.on || a.on === 'option' || b.on === 'option') return false
  return !a.ids || !b.ids || a.ids.some((id) => b.ids?.includes(id))
}

/** Rules that contradict themselves or each other, seen from the rule text alone. */
function checkContradictions(catalog: CreatorCatalog, index: CatalogIndex): LintProblem[] {
  const rules = catalog.rules.rules
  const problems: LintProblem[] = []
  const excludes = rules.filter((r): r is Excludes => r.kind === 'excludes')
  for (const rule of excludes) {
    if (overlaps(rule.subject, rule.conflict))
      problems.push({
        ruleId: rule.id,
        message:
          `Rule "${rule.id}" makes ${describeSelector(index, rule.subject)} exclude itself: choosing it would ask to remove ` +
          'what was just chosen. Name two different things in the rule, or delete it.',
      })
  }
  for (const rule of rules) {
    if (rule.kind !== 'requires') continue
    // Every requirement is removed by an excludes rule as soon as the subject is chosen: the subject can never stay on.
    const blockers = rule.requirement.map((q) =>
      excludes.find((e) => e.id !== rule.id && overlaps(e.subject, rule.subject) && overlaps(e.conflict, q)),
    )
    if (blockers.every((b) => b !== undefined)) {
      const names = [...new Set(blockers.map((b) => `"${b?.id}"`))].join(', ')
      problems.push({
        ruleId: rule.id,
        message:
          `Rule "${rule.id}" lets ${describeSelector(index, rule.subject)} be chosen only together with ` +
          `${rule.requirement.map((q) => describeSelector(index, q)).join(' or ')}, but rule ${names} removes that ` +
          `requirement whenever ${describeSelector(index, rule.subject)} is chosen, so it can never be chosen. ` +
          'Delete one of the two rules or change what they name.',
      })
    }
    // Clearing a subject returns its option to the default value; if the default value is the subject, it never clears.
    if (rule.subject.on === 'option') {
      const option = index.options.get(rule.subject.option)
      const fallback = option?.values.find((v) => v.isDefault) ?? option?.values[0]
      const clearsToItself = rule.subject.values
        ? fallback !== undefined && rule.subject.values.includes(fallback.id)
        : option !== undefined && fallback !== undefined && !fallback.isDefault
      if (option && fallback && clearsToItself)
        problems.push({
          ruleId: rule.id,
          message:
            `Rule "${rule.id}" would have to clear ${describeSelector(index, rule.subject)}, but clearing an option ` +
            `returns it to its default value ${quote(fallback.name)}, which still matches the rule, so the rules never ` +
            (rule.subject.values
              ? `settle. Remove ${quote(fallback.name)} from the rule's values.`
              : `settle. Mark one value of ${quote(option.name)} as the default.`),
        })
    }
  }
  return problems
}

/** The default configuration must already obey every rule. */
function checkDefault(catalog: CreatorCatalog, index: CatalogIndex, initial: Selection): LintProblem[] {
  const problems: LintProblem[] = []
  for (const rule of catalog.rules.rules) {
    if (rule.kind === 'requires' && matches(index, initial, rule.subject)) {
      if (!rule.requirement.some((q) => matches(index, initial, q)))
        problems.push({
          ruleId: rule.id,
          message:
            `The default configuration breaks rule "${rule.id}": it has ${describeSelector(index, rule.subject)} ` +
            `without ${rule.requirement.map((q) => describeSelector(index, q)).join(' or ')}. ` +
            'Change the default values so the default configuration obeys the rule.',
        })
    }
    if (rule.kind === 'excludes' && matches(index, initial, rule.subject) && matches(index, initial, rule.conflict))
      problems.push({
        ruleId: rule.id,
        message:
          `The default configuration breaks rule "${rule.id}": it has both ${describeSelector(index, rule.subject)} ` +
          `and ${describeSelector(index, rule.conflict)}. Change the default values so they are not both chosen.`,
      })
  }
  const view = visibilityOf(catalog, index, initial)
  for (const option of catalog.options) {
    const chosen = initial.options[optionKey(option.id)]
    const hidden = hiddenChoice(view, option.id, chosen)
    if (hidden)
      problems.push({
        message:
          `The default configuration has ${quote(index.values.get(Number(chosen))?.name ?? option.name)} for option ` +
          `${quote(option.name)}, but the rules hide it there ("${hidden}"). Change the rule or the default value.`,
      })
  }
  for (const option of catalog.options) {
    const value = option.values.find((v) => v.isDefault) ?? option.values[0]
    if (value?.isDisabled)
      problems.push({
        message:
          `The default value ${quote(value.name)} of option ${quote(option.name)} is disabled, so the default ` +
          'configuration cannot be bought. Enable it or mark another value as the default.',
      })
  }
  return problems
}

/** Something the lint wants to see chosen, and the actions that choose it. */
interface Target {
  label: string
  isOn: (s: Selection) => boolean
  actions: Action[]
  /** Set when the target is the subject of a rule, to name the rule in the problem. */
  ruleId?: string
}

/** The actions that can turn a selector on (options: every enabled value that matches). */
function actionsTurningOn(catalog: CreatorCatalog, index: CatalogIndex, selector: Selector): Action[] {
  if (selector.on === 'option') {
    const option = index.options.get(selector.option)
    if (!option) return []
    if (option.values.length === 0) return [{ type: 'toggleOption', optionId: option.id, on: true }]
    return option.values
      .filter((v) => !v.isDisabled && (selector.values ? selector.values.includes(v.id) : !v.isDefault))
      .map((v) => ({ type: 'chooseValue', optionId: option.id, valueId: v.id }))
  }
  const type = ({ mods: 'toggleMod', packages: 'togglePackage', macros: 'toggleMacro' } as const)[selector.on]
  return catalog[selector.on]
    .filter((item) => !item.disabled && (!selector.ids || selector.ids.includes(item.id)))
    .map((item) => ({ type, id: item.id, on: true }))
}

const stateKey = (s: Selection) => JSON.stringify([s.options, s.mods, s.packages, s.macros])

interface Attempt {
  state?: Selection
  refusals: string[]
  error?: string
}

/** Applies an action, answering a confirmation with yes. */
function attempt(engine: Engine, state: Selection, action: Action): Attempt {
  let outcome: Outcome
  try {
    outcome = engine.apply(state, action)
  } catch (error) {
    return { refusals: [], error: error instanceof Error ? error.message : String(error) }
  }
  if (outcome.kind === 'blocked') return { refusals: [outcome.message] }
  if (outcome.kind === 'confirm') return { state: outcome.confirmation.yesState, refusals: [] }
  return { state: outcome.state, refusals: outcome.cleared.map((c) => `cleared by rule "${c.ruleId}"`) }
}

const describeAction = (index: CatalogIndex, action: Action): string => {
  switch (action.type) {
    case 'chooseValue':
      return `choosing ${quote(index.values.get(action.valueId)?.name ?? String(action.valueId))} for ${quote(index.options.get(action.optionId)?.name ?? String(action.optionId))}`
    case 'toggleOption':
      return `${action.on ? 'checking' : 'unchecking'} ${quote(index.options.get(action.optionId)?.name ?? String(action.optionId))}`
    case 'toggleMod':
      return `${action.on ? 'adding' : 'removing'} mod ${quote(index.mods.get(action.id)?.name ?? String(action.id))}`
    case 'togglePackage':
      return `${action.on ? 'adding' : 'removing'} package ${quote(index.packages.get(action.id)?.name ?? String(action.id))}`
    case 'toggleMacro':
      return `${action.on ? 'adding' : 'removing'} macro ${quote(index.macros.get(action.id)?.name ?? String(action.id))}`
    case 'setQuantity':
      return `setting the quantity to ${action.quantity}`
    case 'switchTab':
      return `switching to the ${action.tab === 'macros' ? 'Macros' : 'Mods'} tab`
    case 'reset':
      return 'resetting'
    case 'acceptAgreement':
      return action.accepted ? 'accepting the agreement' : 'withdrawing the agreement'
  }
}

/**
 * Bounded search from the default configuration. Helpers are the actions that satisfy some rule's requirement
 * (Rapid Fire, a package, paddles…); every target is tried after each helper sequence of up to depth - 1 actions.
 */
function checkReachable(catalog: CreatorCatalog, index: CatalogIndex, engine: Engine): LintProblem[] {
  const problems: LintProblem[] = []
  const targets: Target[] = []
  for (const option of catalog.options) {
    for (const value of option.values) {
      // Sold out or unavailable (or a kit with such a part) cannot be chosen today: the stock's doing, not a rule's.
      if (value.isDisabled || unbuyableNow(index, option, value)) continue
      targets.push({
        label: `Value ${quote(value.name)} of option ${quote(option.name)}`,
        // A linked-options value is never held itself: it is chosen when all of its links are in place.
        isOn: value.links?.length
          ? (s) => value.links?.every((l) => s.options[optionKey(l.option)] === l.value) === true
          : (s) => s.options[optionKey(option.id)] === value.id,
        actions: [{ type: 'chooseValue', optionId: option.id, valueId: value.id }],
      })
    }
  }
  const flags = [
    ['mods', 'Mod', modKey, 'toggleMod'],
    ['packages', 'Package', packageKey, 'togglePackage'],
    ['macros', 'Macro', macroKey, 'toggleMacro'],
  ] as const
  for (const [family, label, key, type] of flags) {
    for (const item of catalog[family]) {
      if (item.disabled) continue
      targets.push({
        label: `${label} ${quote(item.name)}`,
        isOn: (s) => s[family][key(item.id)] === true,
        actions: [{ type, id: item.id, on: true }],
      })
    }
  }
  for (const rule of catalog.rules.rules) {
    if (rule.kind !== 'requires') continue
    const actions = actionsTurningOn(catalog, index, rule.subject)
    if (actions.length === 0) continue
    targets.push({
      label: `The subject of rule "${rule.id}" (${describeSelector(index, rule.subject)})`,
      isOn: (s) => matches(index, s, rule.subject),
      actions,
      ruleId: rule.id,
    })
  }

  const helpers: Action[] = []
  const helperKeys = new Set<string>()
  for (const rule of catalog.rules.rules) {
    // What a requires rule needs, and what a hides rule waits for, are the steps towards other choices.
    const steps = rule.kind === 'requires' ? rule.requirement : rule.kind === 'hides' ? (rule.unless ?? []) : []
    for (const q of steps) {
      for (const action of actionsTurningOn(catalog, index, q)) {
        const key = JSON.stringify(action)
        if (!helperKeys.has(key)) helpers.push(action)
        helperKeys.add(key)
      }
    }
  }

  const found = new Set<Target>()
  const why = new Map<Target, Set<string>>()
  const errors = new Map<string, string>()
  const see = (s: Selection) => {
    for (const t of targets) if (!found.has(t) && t.isOn(s)) found.add(t)
  }
  const note = (t: Target, reasons: string[]) => {
    const set = why.get(t) ?? new Set<string>()
    for (const r of reasons) set.add(r)
    why.set(t, set)
  }
  const start = engine.initial()
  see(start)
  let frontier: Array<{ state: Selection; path: Action[] }> = [{ state: start, path: [] }]
  const visited = new Set([stateKey(start)])
  for (let depth = 0; depth < REACH_DEPTH && frontier.length > 0; depth += 1) {
    for (const { state, path } of frontier) {
      for (const target of targets) {
        if (found.has(target)) continue
        for (const action of target.actions) {
          const result = attempt(engine, state, action)
          if (result.error) errors.set(result.error, describePath(index, [...path, action]))
          if (result.state) see(result.state)
          if (found.has(target)) break
          note(target, result.refusals)
        }
      }
    }
    if (found.size === targets.length || depth === REACH_DEPTH - 1) break
    const next: typeof frontier = []
    for (const { state, path } of frontier) {
      for (const action of helpers) {
        const result = attempt(engine, state, action)
        if (result.error) errors.set(result.error, describePath(index, [...path, action]))
        if (!result.state) continue
        see(result.state)
        const key = stateKey(result.state)
        if (visited.has(key)) continue
        visited.add(key)
        next.push({ state: result.state, path: [...path, action] })
      }
    }
    frontier = next
  }

  for (const [error, path] of errors)
    problems.push({
      message: `The rules do not settle after ${path}: the engine stops with "${error}" Find the rules that keep undoing each other and change one of them.`,
    })
  for (const target of targets) {
    if (found.has(target)) continue
    const reasons = [...(why.get(target) ?? [])]
    const culprits = ruleIdsFor(catalog, reasons)
    const because = reasons.length ? ` The creator answers: ${reasons.map((r) => quote(r)).join('; ')}.` : ''
    const blame = culprits.length ? ` Check rule ${culprits.map((id) => `"${id}"`).join(', ')}.` : ''
    problems.push({
      ruleId: target.ruleId ?? culprits[0],
      message:
        `${target.label} can never be chosen: no sequence of up to ${REACH_DEPTH} choices from the default ` +
        `configuration selects it.${because}${blame}`,
    })
  }
  return problems
}

function describePath(index: CatalogIndex, path: Action[]): string {
  return path.length ? path.map((a) => describeAction(index, a)).join(', then ') : 'the default configuration'
}

/** The rules behind refusals: requires rules by their message, cleared subjects by id. */
function ruleIdsFor(catalog: CreatorCatalog, reasons: string[]): string[] {
  const ids = new Set<string>()
  for (const reason of reasons) {
    const cleared = /^cleared by rule "(.+)"$/.exec(reason)
    if (cleared?.[1]) ids.add(cleared[1])
    for (const rule of catalog.rules.rules) {
      if ((rule.kind === 'requires' && rule.message === reason) || (rule.kind === 'hides' && rule.reason === reason))
        ids.add(rule.id)
    }
  }
  return [...ids]
}

function unbuyableNow(index: CatalogIndex, option: CatalogOption, value: CatalogValue): boolean {
  if (!value.isDefault && (value.isUnavailable || isSoldOut(option, value))) return true
  return (value.links ?? []).some((link) => {
    const part = index.values.get(link.value)
    const owner = index.options.get(link.option)
    return part !== undefined && owner !== undefined && unbuyableNow(index, owner, part)
  })
}

/**
 * A rule that sets a value that is sold out would lead the shopper into a controller they cannot buy (the engine
 * then refuses the choice and says why; the lint says it first, to the merchandiser).
 */
function checkSoldOutTargets(catalog: CreatorCatalog, index: CatalogIndex): LintProblem[] {
  const problems: LintProblem[] = []
  for (const rule of catalog.rules.rules) {
    if (rule.kind !== 'sets') continue
    for (const { option: optionId, value: valueId } of rule.set) {
      const option = index.options.get(optionId)
      const value = typeof valueId === 'number' ? index.values.get(valueId) : undefined
      if (!option || !value || value.isDefault || !isSoldOut(option, value)) continue
      problems.push({
        ruleId: rule.id,
        message:
          `Rule "${rule.id}" sets ${quote(value.name)} for option ${quote(option.name)}, which is sold out: choosing ` +
          `${describeSelector(index, rule.subject)} would lead the shopper to a controller they cannot buy, so the ` +
          'creator refuses it. Restock the value, sell it on back-order, or point the rule at a value in stock.',
      })
    }
  }
  return problems
}

/** Lints one platform's rules against its catalog. */
export function lintRules(catalog: CreatorCatalog): LintReport {
  const index = indexCatalog(catalog)
  const problems: LintProblem[] = []
  problems.push(...referenceProblems(catalog.rules, knownFromCatalog(catalog)))
  const unknownNames = problems.length > 0
  problems.push(...checkContradictions(catalog, index))
  problems.push(...checkSoldOutTargets(catalog, index))
  const engine = createEngine(catalog, (s) => describeSelector(index, s))
  problems.push(...checkDefault(catalog, index, engine.initial()))
  // A rule naming something that does not exist makes its subject unreachable too: report the unknown name alone.
  if (!unknownNames) problems.push(...checkReachable(catalog, index, engine))
  const seen = new Set<string>()
  const unique = problems.filter((p) => !seen.has(p.message) && seen.add(p.message))
  return { ok: unique.length === 0, problems: unique }
}

/** One line per problem, for a log or an admin toast. */
export const formatLintReport = (report: LintReport): string =>
  report.ok ? 'Rules OK.' : report.problems.map((p) => `- ${p.message}`).join('\n')
