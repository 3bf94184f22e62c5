import { describeZodError } from '../lib/zod-field'
import { type CatalogIndex, type CreatorCatalog, indexCatalog } from './catalog'
import { type PriceView, priceOf } from './engine/price'
import { activeIds, matches } from './engine/selectors'
import { isOptionOn, optionKey } from './engine/state'
import { stockOf } from './engine/stock'
import { hiddenChoice, visibilityOf } from './engine/visibility'
import { type Selection, selectionSchema } from './selection'

export type Verdict = { ok: true; selection: Selection; price: PriceView } | { ok: false; message: string }

const refuse = (message: string): Verdict => ({ ok: false, message })

function checkItems(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): string | null {
  for (const [key, chosen] of Object.entries(s.options)) {
    const option = index.options.get(Number(key.slice('option_'.length)))
    if (!option) return `There is no ${key} on this platform.`
    if (option.values.length === 0) {
      if (typeof chosen !== 'boolean') return `${option.name} can only be added or not.`
      continue
    }
    if (typeof chosen !== 'number') return `Choose a value for ${option.name}.`
    const value = index.values.get(chosen)
    if (!value || value.optionId !== option.id) return `${option.name} has no value ${chosen}.`
  }
  for (const option of catalog.options) {
    if (option.values.length && s.options[optionKey(option.id)] === undefined)
      return `Choose a value for ${option.name}.`
  }
  for (const [family, items] of [
    ['mods', index.mods],
    ['packages', index.packages],
    ['macros', index.macros],
  ] as const) {
    for (const id of activeIds(s, family)) {
      const item = items.get(id)
      if (!item) return `There is no ${family.slice(0, -1)} ${id} on this platform.`
      if (item.disabled) return `${item.name} is not available.`
    }
  }
  const packages = activeIds(s, 'packages')
  if (packages.length > 1) return 'Only one package can be chosen.'
  const pack = packages[0] === undefined ? undefined : index.packages.get(packages[0])
  if (pack?.mods.some((id) => s.mods[`mod_${id}`] !== true)) return `${pack.name} includes all of its mods.`
  return null
}

/**
 * The server's verdict on a configuration sent by a browser: shape, catalog membership, every rule of the
 * platform, and stock for the quantity. A valid one comes back priced from the catalog.
 */
export function validateSelection(catalog: CreatorCatalog, input: unknown): Verdict {
  const parsed = selectionSchema.safeParse(input)
  if (!parsed.success) return refuse(describeZodError(parsed.error, 'Configuration'))
  const s = parsed.data
  const index = indexCatalog(catalog)
  const itemProblem = checkItems(catalog, index, s)
  if (itemProblem) return refuse(itemProblem)
  for (const rule of catalog.rules.rules) {
    if (
      rule.kind === 'requires' &&
      matches(index, s, rule.subject) &&
      !rule.requirement.some((r) => matches(index, s, r))
    ) {
      return refuse(rule.message)
    }
    if (rule.kind === 'excludes' && matches(index, s, rule.subject) && matches(index, s, rule.conflict)) {
      return refuse(`This configuration combines options that cannot be combined (${rule.id}).`)
    }
  }
  const view = visibilityOf(catalog, index, s)
  for (const option of catalog.options) {
    const chosen = s.options[optionKey(option.id)]
    const hidden = hiddenChoice(view, option.id, chosen)
    if (hidden) return refuse(typeof chosen === 'number' ? `${index.values.get(chosen)?.name}: ${hidden}` : hidden)
  }
  const rapid = catalog.options.some((o) => o.template === 'rapid-fire' && isOptionOn(index, s, o.id))
  if (s.rapidEnabled !== rapid) return refuse('rapidEnabled does not match the Rapid Fire option.')
  const stock = stockOf(catalog, index, s)
  if (stock.message) return refuse(stock.message)
  return { ok: true, selection: s, price: priceOf(catalog, index, s) }
}
