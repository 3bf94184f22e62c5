/**
 * Property tests of the creator engine on every demo platform: random sequences of valid and invalid actions
 * (confirmations answered yes or no at random) never reach a configuration the spec forbids.
 * Fixed seed, so CI sees the same sequences on every run; a failure prints the shrunk sequence.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CatalogIndex, type CreatorCatalog, chargedPrice, indexCatalog } from '../../../src/creator/catalog'
import { type Action, createEngine, type Engine, priceOf, stockOf } from '../../../src/creator/engine'
import { matches } from '../../../src/creator/engine/selectors'
import { hiddenChoice, visibilityOf } from '../../../src/creator/engine/visibility'
import { selectorsOf } from '../../../src/creator/rules/references'
import type { Rule } from '../../../src/creator/rules/schema'
import type { Selection } from '../../../src/creator/selection'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../src/lib/basket/quantity'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'
import { PLATFORM_SEEDS } from '../../../src/seed/data/platforms'

const SEED = 20_240_611
const RUNS = 1000
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
  const pick = (ids: number[]) =>
    ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, UNKNOWN_ID) : UNKNOWN_ID
  const ownValue = withValues.length
    ? fc
        .constantFrom(...withValues)
        .chain((o) =>
          fc.constantFrom(...o.values).map((v): Action => ({ type: 'chooseValue', optionId: o.id, valueId: v.id })),
        )
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
      catalog.rules.rules.flatMap((r) => selectorsOf(r).flatMap((sel) => (sel.on === 'option' ? [sel.option] : []))),
    ),
  ].flatMap((id) => catalog.options.filter((o) => o.id === id))
  const ruledOption = ruled.length
    ? fc
        .constantFrom(...ruled)
        .chain((o) =>
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
      arbitrary: fc.tuple(pick(options), ON).map(([optionId, on]): Action => ({ type: 'toggleOption', optionId, on })),
      weight: 5,
    },
    {
      arbitrary: toggle(
        'toggleMod',
        catalog.mods.map((m) => m.id),
      ),
      weight: 4,
    },
    {
      arbitrary: toggle(
        'togglePackage',
        catalog.packages.map((p) => p.id),
      ),
      weight: 4,
    },
    {
      arbitrary: toggle(
        'toggleMacro',
        catalog.macros.map((m) => m.id),
      ),
      weight: 3,
    },
    {
      arbitrary: fc.integer({ min: -2, max: 6 }).map((quantity): Action => ({ type: 'setQuantity', quantity })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom<'mods' | 'macros'>('mods', 'macros')
        .map((tab): Action => ({ type: 'switchTab', tab })),
      weight: 1,
    },
    { arbitrary: fc.constant<Action>({ type: 'reset' }), weight: 1 },
  )
}

function platformOf(slug: string, catalog: CreatorCatalog): Platform {
  const steps = fc.array(fc.record({ action: actionsFor(catalog), yes: fc.boolean() }), {
    minLength: 1,
    maxLength: 40,
  })
  return { slug, catalog, index: indexCatalog(catalog), engine: createEngine(catalog), steps }
}

const platforms = new Map<string, Platform>(SLUGS.map((slug) => [slug, platformOf(slug, creatorCatalogFromSeed(slug))]))

/**
 * The seeded catalog with stock run down: every third non-default value and every value a rule sets is sold out
 * (counted in stock, not sold on back-order), so the rules meet sold-out values wherever they can.
 */
function starved(catalog: CreatorCatalog): CreatorCatalog {
  const setByRules = new Set(catalog.rules.rules.flatMap((r) => (r.kind === 'sets' ? r.set.map((x) => x.value) : [])))
  return {
    ...catalog,
    options: catalog.options.map((o) => ({
      ...o,
      isInventoried: true,
      values: o.values.map((v, i) =>
        !v.isDefault && (i % 3 === 0 || setByRules.has(v.id)) ? { ...v, stock: 0, stockPolicy: 1 } : v,
      ),
    })),
  }
}
const starvedPlatforms = new Map<string, Platform>(
  SLUGS.map((slug) => [slug, platformOf(slug, starved(creatorCatalogFromSeed(slug)))]),
)

/** Add to Cart is blocked: a component is short of stock (for one controller) or no longer offered. */
const unbuyable = (p: Platform, s: Selection): string | undefined => {
  const stock = stockOf(p.catalog, p.index, { ...s, quantity: MIN_QUANTITY })
  if (stock.enough && stock.purchasable) return undefined
  return `Add to Cart is blocked (${stock.message}): ${stock.short.map((v) => v.name).join(', ')}`
}

/** A check returns what is wrong with a state, or nothing; `from` is the state the action started from. */
type Check = (p: Platform, s: Selection, from?: { state: Selection; kind: 'next' | 'confirm' }) => string | undefined

/**
 * Plays random sequences on a platform and runs `check` on every configuration the user can reach, including the
 * state a confirmation offers (whether or not it was accepted).
 */
function holds(slug: string, check: Check, from = platforms): void {
  const p = from.get(slug)
  if (!p) throw new Error(`no platform ${slug}`)
  const verify = (s: Selection, history: Step[], from?: Parameters<Check>[2]) => {
    const fault = check(p, s, from)
    if (fault) throw new Error(`${fault}\n  state: ${JSON.stringify(s)}\n  after: ${JSON.stringify(history)}`)
  }
  fc.assert(
    fc.property(p.steps, (steps) => {
      let state = p.engine.initial()
      verify(state, [])
      for (const [i, step] of steps.entries()) {
        const outcome = p.engine.apply(state, step.action)
        const history = steps.slice(0, i + 1)
        if (outcome.kind === 'confirm') {
          verify(outcome.confirmation.yesState, history, { state, kind: 'confirm' })
          if (step.yes) state = outcome.confirmation.yesState
        } else if (outcome.kind === 'next') {
          verify(outcome.state, history, { state, kind: 'next' })
          state = outcome.state
        }
      }
    }),
    { seed: SEED, numRuns: RUNS },
  )
}

const ruleById = (p: Platform, id: string): Rule | undefined => p.catalog.rules.rules.find((r) => r.id === id)
const on = (flags: Record<string, boolean>) => Object.keys(flags).filter((k) => flags[k])

const rapidFireOn = (p: Platform, s: Selection) =>
  p.catalog.options.some((o) => o.template === 'rapid-fire' && s.options[`option_${o.id}`] === true)

type Excludes = Extract<Rule, { kind: 'excludes' }>
const sameSelector = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
/** Pairs ruled in both directions ("A over B" and "B over A"): the spec's mutually exclusive pairs. */
const isMutual = (p: Platform, rule: Excludes) =>
  p.catalog.rules.rules.some(
    (r) => r.kind === 'excludes' && sameSelector(r.subject, rule.conflict) && sameSelector(r.conflict, rule.subject),
  )

describe.each(SLUGS)('creator engine properties on %s', (slug) => {
  it("'Mods cannot be selected unless Rapid Fire is added (PS5 Edge: unless a package is selected)'", () => {
    holds(slug, (p, s) => {
      const mods = on(s.mods)
      if (mods.length === 0) return undefined
      if (ruleById(p, 'mods-need-a-package') && on(s.packages).length === 0)
        return `mods ${mods.join(', ')} are on without a package`
      if (ruleById(p, 'mods-need-rapid-fire') && !rapidFireOn(p, s))
        return `mods ${mods.join(', ')} are on without Rapid Fire`
      return undefined
    })
  })

  it("'Selecting a package ... unchecks all other packages': never two packages", () => {
    holds(slug, (_p, s) => {
      const packages = on(s.packages)
      return packages.length > 1 ? `two packages at once: ${packages.join(', ')}` : undefined
    })
  })

  it("'Selecting a package checks its mods and disables them': a checked package always has all its mods on", () => {
    holds(slug, (p, s) => {
      for (const pack of p.catalog.packages) {
        if (s.packages[`package_${pack.id}`] !== true) continue
        const missing = pack.mods.filter((id) => s.mods[`mod_${id}`] !== true)
        if (missing.length) return `${pack.name} is checked without its mods ${missing.join(', ')}`
      }
      return undefined
    })
  })

  it("'Macro and mods ... are mutually exclusive with confirmation': never macros together with mods", () => {
    holds(slug, (_p, s) => {
      const mods = on(s.mods)
      const macros = on(s.macros)
      return mods.length && macros.length ? `macros ${macros.join(', ')} with mods ${mods.join(', ')}` : undefined
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
        if (value.optionId !== option.id)
          return `${option.name} holds ${value.name}, a value of option ${value.optionId}`
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
      if (s.rapidEnabled !== rapidFireOn(p, s)) return `rapidEnabled is ${s.rapidEnabled}, Rapid Fire is not`
      return undefined
    })
  })

  it("'Option values are visible only if ...': a value or option the rules hide is never selected", () => {
    holds(slug, (p, s) => {
      const view = visibilityOf(p.catalog, p.index, s)
      for (const option of p.catalog.options) {
        const chosen = s.options[`option_${option.id}`]
        const hidden = hiddenChoice(view, option.id, chosen)
        if (hidden) return `${option.name} holds ${String(chosen)}, hidden: ${hidden}`
        const value = typeof chosen === 'number' ? p.index.values.get(chosen) : undefined
        if (value?.isDisabled) return `${option.name} holds the disabled ${value.name}`
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

  it('every requires rule is satisfied (its subject is never on without one of its requirements)', () => {
    holds(slug, (p, s) => {
      for (const rule of p.catalog.rules.rules) {
        if (rule.kind !== 'requires' || !matches(p.index, s, rule.subject)) continue
        if (!rule.requirement.some((q) => matches(p.index, s, q))) return `rule "${rule.id}" is broken`
      }
      return undefined
    })
  })

  it("'Macro and mods, and macro and back buttons, are mutually exclusive': no pair excluded both ways is on together", () => {
    holds(slug, (p, s) => {
      for (const rule of p.catalog.rules.rules) {
        if (rule.kind !== 'excludes' || !isMutual(p, rule)) continue
        if (matches(p.index, s, rule.subject) && matches(p.index, s, rule.conflict))
          return `rule "${rule.id}": ${JSON.stringify(rule.subject)} and ${JSON.stringify(rule.conflict)} are both on`
      }
      return undefined
    })
  })

  it('an excludes rule always asks: its subject never turns on over its conflict without a confirmation', () => {
    holds(slug, (p, s, from) => {
      if (!from) return undefined
      for (const rule of p.catalog.rules.rules) {
        if (rule.kind !== 'excludes') continue
        const newlyOn = matches(p.index, s, rule.subject) && !matches(p.index, from.state, rule.subject)
        if (!newlyOn || !matches(p.index, from.state, rule.conflict) || !matches(p.index, s, rule.conflict)) continue
        return from.kind === 'next'
          ? `rule "${rule.id}" was skipped: no confirmation, both are on`
          : `rule "${rule.id}": answering yes keeps its conflict on`
      }
      return undefined
    })
  })

  it("'Unchecking Rapid Fire unchecks mods and packages' (PS5 Edge too)", () => {
    holds(slug, (p, s, from) => {
      if (!from || !rapidFireOn(p, from.state) || rapidFireOn(p, s)) return undefined
      const left = [...on(s.mods), ...on(s.packages)]
      return left.length ? `Rapid Fire went but ${left.join(', ')} stayed` : undefined
    })
  })

  it('no action sequence reaches a state whose Add to Cart is blocked by a rule’s own choice', () => {
    holds(slug, unbuyable)
    holds(slug, unbuyable, starvedPlatforms)
  })

  it('orderTotal = (itemSubtotal + optionsSubtotal) × quantity, optionsSubtotal recomputed independently', () => {
    holds(slug, (p, s) => {
      const price = priceOf(p.catalog, p.index, s)
      const expected = independentOptionsSubtotal(p.catalog, p.index, s)
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

/** Plays actions, answering every confirmation yes. */
function play(slug: string, actions: (p: Platform) => Action[]): { p: Platform; state: Selection } {
  const p = platforms.get(slug)
  if (!p) throw new Error(`no platform ${slug}`)
  let state = p.engine.initial()
  for (const action of actions(p)) {
    const outcome = p.engine.apply(state, action)
    if (outcome.kind === 'blocked') throw new Error(`${JSON.stringify(action)} was refused: ${outcome.message}`)
    state = outcome.kind === 'confirm' ? outcome.confirmation.yesState : outcome.state
  }
  return { p, state }
}
const optionNamed = (p: Platform, name: string) => {
  const option = p.catalog.options.find((o) => o.name === name)
  if (!option) throw new Error(`no option ${name} on ${p.slug}`)
  return option.id
}

/** The smallest sequences behind engine bugs the properties found (fixed; kept as regression tests). */
describe('regressions found by the properties', () => {
  it('PS4: mods chosen while Macro Remap and a macro are on -> yes clears Macro Remap only, macros stay', () => {
    const { state } = play('ps4', (p) => [
      { type: 'toggleOption', optionId: optionNamed(p, 'Rapid Fire'), on: true },
      { type: 'toggleOption', optionId: optionNamed(p, 'Macro Remap'), on: true },
      { type: 'toggleMacro', id: p.catalog.macros[0]!.id, on: true },
      { type: 'toggleMod', id: p.catalog.mods[0]!.id, on: true },
    ])
    expect(on(state.macros)).toEqual([])
  })

  it('PS5: Macro Remap over a package -> yes clears the mods but keeps (and charges) the package', () => {
    const { state } = play('ps5', (p) => [
      { type: 'toggleOption', optionId: optionNamed(p, 'Rapid Fire'), on: true },
      { type: 'togglePackage', id: p.catalog.packages[0]!.id, on: true },
      { type: 'toggleOption', optionId: optionNamed(p, 'Macro Remap'), on: true },
    ])
    expect(on(state.packages)).toEqual([])
  })

  it('setQuantity(NaN) keeps a quantity from 1 to 3', () => {
    const { state } = play('ps5', () => [{ type: 'setQuantity', quantity: Number.NaN }])
    expect(state.quantity).toBe(1)
  })

  it('a disabled package cannot be added (as disabled mods and macros cannot)', () => {
    const catalog = creatorCatalogFromSeed('ps3')
    const pack = catalog.packages[0]!
    pack.disabled = true
    const engine = createEngine(catalog)
    const rapid = engine.apply(engine.initial(), {
      type: 'toggleOption',
      optionId: catalog.options.find((o) => o.template === 'rapid-fire')!.id,
      on: true,
    })
    if (rapid.kind !== 'next') throw new Error('Rapid Fire refused')
    expect(engine.apply(rapid.state, { type: 'togglePackage', id: pack.id, on: true }).kind).toBe('blocked')
  })

  it('PS3: unchecking an unchecked package removes a mod of the checked package that shares it', () => {
    const { p, state } = play('ps3', (p) => [
      { type: 'toggleOption', optionId: optionNamed(p, 'Rapid Fire'), on: true },
      { type: 'togglePackage', id: p.catalog.packages[1]!.id, on: true },
    ])
    const outcome = p.engine.apply(state, { type: 'togglePackage', id: p.catalog.packages[0]!.id, on: false })
    expect(outcome.kind === 'next' && on(outcome.state.mods)).toEqual(on(state.mods))
  })

  it('unchecking a package that is not checked leaves separately chosen mods alone', () => {
    const { p, state } = play('ps3', (p) => [
      { type: 'toggleOption', optionId: optionNamed(p, 'Rapid Fire'), on: true },
      { type: 'toggleMod', id: p.catalog.packages[0]!.mods[0]!, on: true },
    ])
    const outcome = p.engine.apply(state, { type: 'togglePackage', id: p.catalog.packages[0]!.id, on: false })
    expect(outcome.kind === 'next' && on(outcome.state.mods)).toEqual(on(state.mods))
  })
})

/** Sums the configuration straight from the catalog arrays (no index, no engine helper). */
function independentOptionsSubtotal(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): number {
  // 'prices' rules: while all of `when` hold, the target values (or checkbox) cost the rule's price.
  const override = (optionId: number, valueId?: number) =>
    catalog.rules.rules.find(
      (r) =>
        r.kind === 'prices' &&
        r.target.option === optionId &&
        (!r.target.values || (valueId !== undefined && r.target.values.includes(valueId))) &&
        r.when.every((q) => matches(index, s, q)),
    )
  let total = 0
  for (const option of catalog.options) {
    const chosen = s.options[`option_${option.id}`]
    if (chosen === true && option.values.length === 0) {
      const rule = override(option.id)
      total += rule?.kind === 'prices' ? rule.price : option.price
    }
    const value = option.values.find((v) => v.id === chosen)
    if (value) {
      const rule = override(option.id, value.id)
      total += rule?.kind === 'prices' ? rule.price : (value.newPrice ?? value.price)
    }
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
