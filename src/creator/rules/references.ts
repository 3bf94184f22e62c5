import type { RuleSet, Selector } from './schema'

export interface KnownIds {
  options: Map<number, Set<number>>
  mods: Set<number>
  packages: Set<number>
  macros: Set<number>
}

function selectorProblem(known: KnownIds, s: Selector): string | null {
  if (s.on === 'option') {
    const values = known.options.get(s.option)
    if (!values) return `option ${s.option} is not offered on this platform`
    const stranger = s.values?.find((v) => !values.has(v))
    return stranger === undefined ? null : `value ${stranger} does not belong to option ${s.option}`
  }
  const missing = s.ids?.find((id) => !known[s.on].has(id))
  return missing === undefined ? null : `${s.on.slice(0, -1)} ${missing} is not offered on this platform`
}

/** Every option, value, mod, package and macro a rule names must exist on the platform. */
export function referenceProblems(set: RuleSet, known: KnownIds): string[] {
  const problems: string[] = []
  for (const rule of set.rules) {
    const selectors: Selector[] =
      rule.kind === 'requires'
        ? [rule.subject, ...rule.requirement]
        : rule.kind === 'excludes'
          ? [rule.subject, rule.conflict]
          : rule.kind === 'sets'
            ? [rule.subject, ...(rule.unless ? [rule.unless] : [])]
            : [rule.subject]
    for (const selector of selectors) {
      const problem = selectorProblem(known, selector)
      if (problem) problems.push(`Rule "${rule.id}": ${problem}.`)
    }
    if (rule.kind === 'sets') {
      for (const { option, value } of rule.set) {
        const values = known.options.get(option)
        if (!values) problems.push(`Rule "${rule.id}": option ${option} is not offered on this platform.`)
        else if (typeof value === 'number' && !values.has(value)) {
          problems.push(`Rule "${rule.id}": value ${value} does not belong to option ${option}.`)
        }
      }
    }
    if (rule.kind === 'resetsOnUncheck') {
      for (const target of rule.targets) {
        if (!known.options.has(target))
          problems.push(`Rule "${rule.id}": option ${target} is not offered on this platform.`)
      }
    }
  }
  return problems
}
