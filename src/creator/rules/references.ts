/**
 * The one reference check of a rule set: every option, value, mod, package and macro a rule names must exist
 * on the platform. Used when a merchandiser saves rules (ids read from Postgres) and by the rule lint (ids from
 * the loaded catalog), so both say the same thing.
 */
import type { CreatorCatalog } from '../catalog'
import type { Rule, RuleSet, Selector } from './schema'

export interface RuleProblem {
  ruleId?: string
  message: string
}

/** What a platform offers, by id, with the names merchandisers know. */
export interface KnownCatalog {
  slug: string
  options: Map<number, { name: string; hasValues: boolean }>
  values: Map<number, { name: string; optionId: number; isDisabled: boolean }>
  mods: Map<number, string>
  packages: Map<number, string>
  macros: Map<number, string>
}

export function knownFromCatalog(catalog: CreatorCatalog): KnownCatalog {
  const named = (items: Array<{ id: number; name: string }>) => new Map(items.map((i) => [i.id, i.name]))
  return {
    slug: catalog.platform.slug,
    options: new Map(catalog.options.map((o) => [o.id, { name: o.name, hasValues: o.values.length > 0 }])),
    values: new Map(
      catalog.options.flatMap((o) =>
        o.values.map((v) => [v.id, { name: v.name, optionId: o.id, isDisabled: v.isDisabled }] as const),
      ),
    ),
    mods: named(catalog.mods),
    packages: named(catalog.packages),
    macros: named(catalog.macros),
  }
}

/** Every selector a rule reads (targets of hides and prices rules count as option selectors). */
export function selectorsOf(rule: Rule): Selector[] {
  switch (rule.kind) {
    case 'requires':
      return [rule.subject, ...rule.requirement]
    case 'excludes':
      return [rule.subject, rule.conflict, ...(rule.asksAlsoWhen ?? [])]
    case 'sets':
      return [rule.subject, ...(rule.unless ? [rule.unless] : [])]
    case 'resetsOnUncheck':
      return [rule.subject, ...(rule.clears ?? [])]
    case 'hides':
      return [{ on: 'option', ...rule.target }, ...(rule.when ?? []), ...(rule.unless ?? [])]
    case 'prices':
      return [{ on: 'option', ...rule.target }, ...rule.when]
  }
}

const quote = (name: string) => `"${name}"`
const SINGULAR = { mods: 'mod', packages: 'package', macros: 'macro' } as const

function selectorProblems(known: KnownCatalog, rule: Rule, selector: Selector, say: (m: string) => void): void {
  if (selector.on === 'option') {
    const option = known.options.get(selector.option)
    if (!option) {
      say(
        `Rule "${rule.id}" names option ${selector.option}, which does not exist on ${known.slug}. ` +
          'Pick an option of this platform or delete the rule.',
      )
      return
    }
    for (const id of selector.values ?? []) {
      const value = known.values.get(id)
      if (!value)
        say(
          `Rule "${rule.id}" names value ${id} of option ${quote(option.name)}, but that value does not exist. ` +
            `Pick one of the values of ${quote(option.name)}.`,
        )
      else if (value.optionId !== selector.option)
        say(
          `Rule "${rule.id}" names value ${quote(value.name)} (${id}) for option ${quote(option.name)}, but that value ` +
            `belongs to option ${quote(known.options.get(value.optionId)?.name ?? String(value.optionId))}. ` +
            `Pick a value of ${quote(option.name)}.`,
        )
    }
    return
  }
  const family = selector.on
  const singular = SINGULAR[family]
  if (known[family].size === 0) {
    say(
      `Rule "${rule.id}" is about ${family}, but ${known.slug} has no ${family}. ` +
        `Add ${family} to the platform or delete the rule.`,
    )
    return
  }
  for (const id of selector.ids ?? []) {
    if (!known[family].has(id))
      say(
        `Rule "${rule.id}" names ${singular} ${id}, which does not exist on ${known.slug}. ` +
          `Pick a ${singular} of this platform or delete the rule.`,
      )
  }
}

function setProblems(known: KnownCatalog, rule: Extract<Rule, { kind: 'sets' }>, say: (m: string) => void): void {
  for (const { option: optionId, value } of rule.set) {
    const option = known.options.get(optionId)
    if (!option) {
      say(
        `Rule "${rule.id}" sets option ${optionId}, which does not exist on ${known.slug}. ` +
          'Pick an option of this platform or remove it from the rule.',
      )
    } else if (typeof value === 'boolean') {
      if (option.hasValues)
        say(
          `Rule "${rule.id}" sets option ${quote(option.name)} to ${value ? 'checked' : 'unchecked'}, but that option ` +
            'has values, not a checkbox. Name one of its values instead.',
        )
    } else {
      const chosen = known.values.get(value)
      if (!chosen || chosen.optionId !== optionId)
        say(
          `Rule "${rule.id}" sets option ${quote(option.name)} to value ${value}, which is not one of its values` +
            `${chosen ? ` (it is ${quote(chosen.name)} of another option)` : ''}. Pick a value of ${quote(option.name)}.`,
        )
      else if (chosen.isDisabled)
        say(
          `Rule "${rule.id}" sets option ${quote(option.name)} to ${quote(chosen.name)}, which is disabled, so ` +
            'customers would get a value they cannot buy. Enable it or pick another value.',
        )
    }
  }
}

function targetProblems(known: KnownCatalog, rule: Rule, say: (m: string) => void): void {
  if (rule.kind !== 'resetsOnUncheck') return
  for (const target of rule.targets ?? []) {
    const option = known.options.get(target)
    if (!option)
      say(
        `Rule "${rule.id}" resets option ${target}, which does not exist on ${known.slug}. ` +
          'Pick an option of this platform or remove it from the targets.',
      )
    else if (!option.hasValues)
      say(
        `Rule "${rule.id}" resets option ${quote(option.name)} to its default value, but that option has no values ` +
          `(it is a checkbox). Remove ${quote(option.name)} from the targets, or use a "requires" rule to uncheck it.`,
      )
  }
}

/** Problems with the ids a rule set names, one sentence each, naming the rule and what to do. */
export function referenceProblems(set: RuleSet, known: KnownCatalog): RuleProblem[] {
  const problems: RuleProblem[] = []
  if (set.agreement) {
    const option = known.options.get(set.agreement.option)
    if (!option || option.hasValues)
      problems.push({
        message:
          `The agreement names option ${option ? quote(option.name) : set.agreement.option}, which is not a checkbox ` +
          `option of ${known.slug}. Pick the checkbox option that holds the agreement.`,
      })
  }
  for (const rule of set.rules) {
    const say = (message: string) => problems.push({ ruleId: rule.id, message })
    for (const selector of selectorsOf(rule)) selectorProblems(known, rule, selector, say)
    if (rule.kind === 'sets') setProblems(known, rule, say)
    targetProblems(known, rule, say)
  }
  return problems
}
