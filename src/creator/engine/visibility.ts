import type { CatalogIndex, CatalogOption, CatalogValue, CreatorCatalog } from '../catalog'
import type { Rule } from '../rules/schema'
import type { Selection } from '../selection'
import { matches } from './selectors'
import { optionKey } from './state'

type Hides = Extract<Rule, { kind: 'hides' }>

/** What the rules hide in one configuration, with the reason shown to the shopper. */
export interface RuleVisibility {
  /** Hidden values, by value id. */
  values: Map<number, string>
  /** Options hidden as a whole (checkboxes, services), by option id. */
  options: Map<number, string>
  /** Options with values hidden as a whole: only their default is left, so the page leaves the list out. */
  lists: Map<number, string>
}

/** Is a hides rule in force: while one of `when` is on, until one of `unless` is on, or always. */
export function hidesNow(index: CatalogIndex, s: Selection, rule: Hides): boolean {
  if (rule.when?.some((q) => matches(index, s, q))) return true
  if (rule.unless) return !rule.unless.some((q) => matches(index, s, q))
  return !rule.when
}

/**
 * The values and options hidden by the platform's rules and by the Advanced Back map (back shells the chosen
 * Advanced Back does not allow; '*' is the list for any other Advanced Back value).
 */
export function visibilityOf(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): RuleVisibility {
  const view: RuleVisibility = { values: new Map(), options: new Map(), lists: new Map() }
  for (const rule of catalog.rules.rules) {
    if (rule.kind !== 'hides' || !hidesNow(index, s, rule)) continue
    const option = index.options.get(rule.target.option)
    if (!option) continue
    // A whole option: a checkbox is hidden; an option with values keeps only its default value.
    if (!rule.target.values) (option.values.length === 0 ? view.options : view.lists).set(option.id, rule.reason)
    const ids = rule.target.values ?? option.values.filter((v) => !v.isDefault).map((v) => v.id)
    for (const id of ids) if (!view.values.has(id)) view.values.set(id, rule.reason)
  }
  for (const { option, map, shells } of backShellMaps(catalog, index)) {
    const chosen = s.options[optionKey(option.id)]
    const allowed = map[String(chosen)] ?? map['*']
    if (!allowed) continue
    const chosenName = typeof chosen === 'number' ? index.values.get(chosen)?.name : undefined
    for (const value of shells) {
      if (!allowed.includes(value.id) && !view.values.has(value.id))
        view.values.set(value.id, `Not available with ${chosenName ?? option.name}.`)
    }
  }
  return view
}

interface MapView {
  option: CatalogOption
  map: Record<string, number[]>
  /** Every value of the options the map speaks about (the back shells). */
  shells: CatalogValue[]
}
const mapsByCatalog = new WeakMap<CreatorCatalog, MapView[]>()

/** The options with an Advanced Back map, worked out once per catalog (the engine asks on every action). */
function backShellMaps(catalog: CreatorCatalog, index: CatalogIndex): MapView[] {
  const known = mapsByCatalog.get(catalog)
  if (known) return known
  const maps = catalog.options.flatMap((option) => {
    const map = option.backShellMap
    if (!map) return []
    const owners = new Set(
      Object.values(map).flatMap((ids) => ids.flatMap((id) => index.values.get(id)?.optionId ?? [])),
    )
    const shells = [...owners].flatMap((id) => index.options.get(id)?.values ?? [])
    return [{ option, map, shells }]
  })
  mapsByCatalog.set(catalog, maps)
  return maps
}

/** Why what an option holds (a value id, or a checked checkbox) is hidden in this configuration, or null. */
export function hiddenChoice(view: RuleVisibility, optionId: number, chosen: number | boolean | undefined) {
  if (typeof chosen === 'number') return hiddenNow(view, optionId, chosen)
  return chosen === true ? hiddenNow(view, optionId) : null
}

const hidingByCatalog = new WeakMap<CreatorCatalog, boolean>()

/** Does anything hide choices on this platform (a hides rule or an Advanced Back map)? Worked out once. */
export function catalogHides(catalog: CreatorCatalog): boolean {
  let known = hidingByCatalog.get(catalog)
  if (known === undefined) {
    known = catalog.rules.rules.some((r) => r.kind === 'hides') || catalog.options.some((o) => o.backShellMap)
    hidingByCatalog.set(catalog, known)
  }
  return known
}

/** Why a value (or a checkbox option, without `valueId`) is hidden in this configuration, or null. */
export function hiddenNow(view: RuleVisibility, optionId: number, valueId?: number): string | null {
  return view.options.get(optionId) ?? (valueId === undefined ? null : (view.values.get(valueId) ?? null))
}
