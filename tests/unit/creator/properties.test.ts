/**
 * Property tests of the creator engine on every demo platform: random sequences of valid and invalid actions
 * (confirmations answered yes or no at random) never reach a configuration the spec forbids.
 * Fixed seed, so CI sees the same sequences on every run; a failure prints the shrunk sequence.
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { type CatalogIndex, type CreatorCatalog, chargedPrice, indexCatalog } from '../../../src/creator/catalog'
import { type Action, createEngine, type Engine, priceOf, stockOf } from '../../../src/creator/engine'
import { matches } from '../../../src/creator/engine/selectors'
import type { Rule } from '../../../src/creator/rules/schema'
import { MAX_QUANTITY, MIN_QUANTITY, type Selection } from '../../../src/creator/selection'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'
import { PLATFORM_SEEDS } from '../../../src/seed/data/platforms'

const SEED = 20_240_611
const RUNS = 800
const SLUGS = PLATFORM_SEEDS.map((p) => p.slug)

interface Platform {
  slug: string
  catalog: CreatorCatalog
  index: CatalogIndex
  engine: Engine
  steps: fc.Arbitrary<Step[]>
}

/** One user gesture and, should it ask, the answer to its confirmation. */
interface Step {
  action: Action
  yes: boolean
}

const UNKNOWN_ID = fc.integer({ min: 1, max: 5000 })
/** Mostly "turn on": random walks then get deep into the configuration before something turns it off again. */
const ON = fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false))

function actionsFor(catalog: CreatorCatalog): fc.Arbitrary<Action> {
  const options = catalog.options.map((o) => o.id)
  const withValues = catalog.options.filter((o) => o.values.length > 0)
  const values = catalog.options.flatMap((o) => o.values.map((v) => v.id))
  const pick = (ids: number[]) => (ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, UNKNOWN_ID) : UNKNOWN_ID)
  const ownValue = withValues.length
    ? fc
        .constantFrom(...withValues)
        .chain((o) => fc.constantFrom(...o.values).map((v): Action => ({ type: 'chooseValue', optionId: o.id, valueId: v.id })))
    : fc.constant<Action>({ type: 'reset' })
  const anyValue = fc
    .tuple(pick(options), pick(values))
    .map(([optionId, valueId]): Action => ({ type: 'chooseValue', optionId, valueId }))
  const toggle = (type: 'toggleMod' | 'togglePackage' | 'toggleMacro', ids: number[]) =>
    fc.tuple(pick(ids), ON).map(([id, on]): Action => ({ type, id, on }))
  // Options the rules talk about (Rapid Fire, Macro Remap, paddles…) come up more often, so sequences reach the
  // interesting combinations instead of recolouring buttons.
  const ruled = [
    ...new Set(
      catalog.rules.rules.flatMap((r) =>
        (r.kind === 'requires' ? [r.subject, ...r.requirement] : r.kind === 'excludes' ? [r.subject, r.conflict] : [r.subject])
          .flatMap((sel) => (sel.on === 'option' ? [sel.option] : [])),
      ),
    ),
  ].flatMap((id) => catalog.options.filter((o) => o.id === id))
  const ruledOption = ruled.length
    ? fc.constantFrom(...ruled).chain((o) =>
        o.values.length
          ? fc.constantFrom(...o.values).map((v): Action => ({ type: 'chooseValue', optionId: o.id, valueId: v.id }))
          : ON.map((on): Action => ({ type: 'toggleOption', optionId: o.id, on })),
      )
    : ownValue
  return fc.oneof(
    { arbitrary: ruledOption, weight: 8 },
    { arbitrary: ownValue, weight: 6 },
    { arbitrary: anyValue, weight: 2 },
    {
      arbitrary: fc
        .tuple(pick(options), ON)
        .map(([optionId, on]): Action => ({ type: 'toggleOption', optionId, on })),
      weight: 5,
    },
    { arbitrary: toggle('toggleMod', catalog.mods.map((m) => m.id)), weight: 4 },
    { arbitrary: toggle('togglePackage', catalog.packages.map((p) => p.id)), weight: 3 },
    { arbitrary: toggle('toggleMacro', catalog.macros.map((m) => m.id)), weight: 3 },
    {
      arbitrary: fc.integer({ min: -2, max: 6 }).map((quantity): Action => ({ type: 'setQuantity', quantity })),
      weight: 1,
    },
    { arbitrary: fc.constant<Action>({ type: 'reset' }), weight: 1 },
  )
}

const platforms = new Map<string, Platform>(
  SLUGS.map((slug) => {
    const catalog = creatorCatalogFromSeed(slug)
    const steps = fc.array(
      fc.record({ action: actionsFor(catalog), yes: fc.boolean() }),
      { minLength: 1, maxLength: 40 },
    )
    return [slug, { slug, catalog, index: indexCatalog(catalog), engine: createEngine(catalog), steps }]
  }),
)

/** A check returns what is wrong with a state, or nothing. */
type Check = (p: Platform, s: Selection) => string | undefined

/**
 * Plays random sequences on a platform and runs `check` on every configuration the user can reach, including the
 * state a confirmation offers (whether or not it was accepted).
 */
function holds(slug: string, check: Check): void {
  const p = platforms.get(slug)
  if (!p) throw new Error(`no platform ${slug}`)
  const verify = (s: Selection, history: Step[]) => {
    const fault = check(p, s)
    if (fault) throw new Error(`${fault}\n  state: ${JSON.stringify(s)}\n  after: ${JSON.stringify(history)}`)
  }
  fc.assert(
    fc.property(p.steps, (steps) => {
      let state = p.engine.initial()
      verify(state, [])
      for (const [i, step] of steps.entries()) {
        const outcome = p.engine.apply(state, step.action)
        if (outcome.kind === 'confirm') {
          verify(outcome.confirmation.yesState, steps.slice(0, i + 1))
          if (step.yes) state = outcome.confirmation.yesState
        } else if (outcome.kind === 'next') state = outcome.state
        verify(state, steps.slice(0, i + 1))
      }
    }),
    { seed: SEED, numRuns: RUNS },
  )
}

const ruleById = (p: Platform, id: string): Rule | undefined => p.catalog.rules.rules.find((r) => r.id === id)
const on = (flags: Record<string, boolean>) => Object.keys(flags).filter((k) => flags[k])

const rapidFireOn = (p: Platform, s: Selection) =>
  p.catalog.options.some((o) => o.template === 'rapid-fire' && s.options[`option_${o.id}`] === true)

describe.each(SLUGS)('creator engine properties on %s', (slug) => {
  it("'Mods cannot be selected unless Rapid Fire is added (PS5 Edge: unless a package is selected)'", () => {
    holds(slug, (p, s) => {
      const mods = on(s.mods)
      if (mods.length === 0) return undefined
      if (ruleById(p, 'mods-need-a-package') && on(s.packages).length === 0)
        return `mods ${mods.join(', ')} are on without a package`
      if (ruleById(p, 'mods-need-rapid-fire') && !rapidFireOn(p, s))
        return `mods ${mods.join(', ')} are on without Rapid Fire`
      if (s.rapidEnabled !== rapidFireOn(p, s)) return `rapidEnabled is ${s.rapidEnabled} but Rapid Fire is not`
      return undefined
    })
  })

  it("'Selecting a package ... unchecks all other packages': never two packages", () => {
    holds(slug, (_p, s) => {
      const packages = on(s.packages)
      return packages.length > 1 ? `two packages at once: ${packages.join(', ')}` : undefined
    })
  })

  it("'Macro and mods ... are mutually exclusive with confirmation': never macros together with mods", () => {
    holds(slug, (_p, s) => {
      const mods = on(s.mods)
      const macros = on(s.macros)
      return mods.length && macros.length ? `macros ${macros.join(', ')} together with mods ${mods.join(', ')}` : undefined
    })
  })

  it('never selects a value that does not exist or belongs to another option, nor an unknown mod, package or macro', () => {
    holds(slug, (p, s) => {
      for (const [key, chosen] of Object.entries(s.options)) {
        const option = p.index.options.get(Number(key.slice('option_'.length)))
        if (!option) return `${key} is not an option of ${slug}`
        if (typeof chosen === 'boolean') {
          if (option.values.length > 0) return `${option.name} has values but holds ${chosen}`
          continue
        }
        const value = p.index.values.get(chosen)
        if (!value) return `${option.name} holds value ${chosen}, which does not exist`
        if (value.optionId !== option.id) return `${option.name} holds ${value.name}, a value of option ${value.optionId}`
      }
      for (const [family, items] of [
        ['mods', p.index.mods],
        ['packages', p.index.packages],
        ['macros', p.index.macros],
      ] as const) {
        for (const key of on(s[family])) {
          if (!items.has(Number(key.slice(key.indexOf('_') + 1)))) return `${family} holds unknown ${key}`
        }
      }
      return undefined
    })
  })

  it("'Quantity must be 1 to 3': quantity is always a whole number from 1 to 3", () => {
    holds(slug, (_p, s) =>
      Number.isInteger(s.quantity) && s.quantity >= MIN_QUANTITY && s.quantity <= MAX_QUANTITY
        ? undefined
        : `quantity ${s.quantity}`,
    )
  })

  it('every requires rule is satisfied and no excludes pair is on together', () => {
    holds(slug, (p, s) => {
      for (const rule of p.catalog.rules.rules) {
        if (rule.kind === 'requires' && matches(p.index, s, rule.subject)) {
          if (!rule.requirement.some((q) => matches(p.index, s, q))) return `rule "${rule.id}" is broken`
        }
        if (rule.kind === 'excludes' && matches(p.index, s, rule.subject) && matches(p.index, s, rule.conflict))
          return `rule "${rule.id}": subject and conflict are both on`
      }
      return undefined
    })
  })

  it('orderTotal = (itemSubtotal + optionsSubtotal) × quantity, optionsSubtotal recomputed independently', () => {
    holds(slug, (p, s) => {
      const price = priceOf(p.catalog, p.index, s)
      const expected = independentOptionsSubtotal(p.catalog, s)
      if (price.itemSubtotal !== p.catalog.platform.basePrice) return `itemSubtotal ${price.itemSubtotal}`
      if (price.optionsSubtotal !== expected) return `optionsSubtotal ${price.optionsSubtotal}, expected ${expected}`
      if (price.orderTotal !== (price.itemSubtotal + price.optionsSubtotal) * s.quantity)
        return `orderTotal ${price.orderTotal}`
      const stock = stockOf(p.catalog, p.index, s)
      if (stock.enough !== (stock.short.length === 0)) return 'stock view disagrees with itself'
      return undefined
    })
  })
})

/** Sums the configuration straight from the catalog arrays (no index, no engine helper). */
function independentOptionsSubtotal(catalog: CreatorCatalog, s: Selection): number {
  let total = 0
  for (const option of catalog.options) {
    const chosen = s.options[`option_${option.id}`]
    if (chosen === true && option.values.length === 0) total += option.price
    const value = option.values.find((v) => v.id === chosen)
    if (value) total += value.newPrice ?? value.price
  }
  const packages = catalog.packages.filter((p) => s.packages[`package_${p.id}`] === true)
  for (const pack of packages) total += pack.newPrice ?? pack.price
  for (const mod of catalog.mods) {
    if (s.mods[`mod_${mod.id}`] === true && !packages.some((p) => p.mods.includes(mod.id)))
      total += mod.newPrice ?? mod.price
  }
  for (const macro of catalog.macros) if (s.macros[`macro_${macro.id}`] === true) total += chargedPrice(macro)
  return total
}
