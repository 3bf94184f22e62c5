/** A seeded platform's catalog and engine with name lookups, for tests that play the creator's rules. */
import { type CatalogIndex, type CreatorCatalog, indexCatalog } from '../../../src/creator/catalog'
import { type Action, createEngine, type Engine, type Outcome } from '../../../src/creator/engine'
import type { Selection } from '../../../src/creator/selection'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'

export interface Platform {
  catalog: CreatorCatalog
  index: CatalogIndex
  engine: Engine
  option: (name: string) => number
  value: (option: string, value: string) => number
  /** Applies actions that must not be refused; confirmations are answered yes. */
  play: (...actions: Action[]) => Selection
  apply: (state: Selection, action: Action) => Outcome
}

export function platform(slug: string, adjust: (c: CreatorCatalog) => CreatorCatalog = (c) => c): Platform {
  const catalog = adjust(creatorCatalogFromSeed(slug))
  const index = indexCatalog(catalog)
  const engine = createEngine(catalog)
  const option = (name: string) => {
    const found = catalog.options.find((o) => o.name === name)
    if (!found) throw new Error(`${slug} has no option ${name}`)
    return found.id
  }
  const value = (optionName: string, name: string) => {
    const found = index.options.get(option(optionName))?.values.find((v) => v.name === name)
    if (!found) throw new Error(`${optionName} has no value ${name}`)
    return found.id
  }
  const apply = (state: Selection, action: Action) => engine.apply(state, action)
  const play = (...actions: Action[]) =>
    actions.reduce((state, action) => {
      const outcome = engine.apply(state, action)
      if (outcome.kind === 'blocked') throw new Error(`${JSON.stringify(action)} refused: ${outcome.message}`)
      return outcome.kind === 'confirm' ? outcome.confirmation.yesState : outcome.state
    }, engine.initial())
  return { catalog, index, engine, option, value, play, apply }
}

export const check = (p: Platform, name: string, on = true): Action => ({
  type: 'toggleOption',
  optionId: p.option(name),
  on,
})
export const choose = (p: Platform, option: string, value: string): Action => ({
  type: 'chooseValue',
  optionId: p.option(option),
  valueId: p.value(option, value),
})
/** The catalog with every value in stock: some demo values are sold out, and stock is not what these tests are about. */
export const inStock = (catalog: CreatorCatalog): CreatorCatalog => ({
  ...catalog,
  options: catalog.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, stock: 10 })) })),
})
export const modNamed = (p: Platform, name: string) => p.catalog.mods.find((m) => m.name === name)?.id ?? 0
