/**
 * What an acceptance walk of creator.md found the engine doing wrong, one regression test per finding (the page
 * side of the same walk is tests/e2e/creator-confirmations.spec.ts).
 */
import { describe, expect, it } from 'vitest'
import type { CreatorCatalog } from '../../../src/creator/catalog'
import { type Action, priceOf, stockOf } from '../../../src/creator/engine'
import { visibilityOf } from '../../../src/creator/engine/visibility'
import { lintRules } from '../../../src/creator/rules/lint'
import { check, choose, inStock, modNamed, type Platform, platform } from './seeded-platform'

const confirmOf = (p: Platform, state: ReturnType<Platform['play']>, action: Action) => {
  const outcome = p.apply(state, action)
  if (outcome.kind !== 'confirm') throw new Error(`expected a confirmation, got ${JSON.stringify(outcome)}`)
  return outcome.confirmation
}
const packageNamed = (p: Platform, name: string) => p.catalog.packages.find((x) => x.name === name)?.id ?? 0
const mod = (p: Platform, name: string, on = true): Action => ({ type: 'toggleMod', id: modNamed(p, name), on })
const pack = (p: Platform, name: string, on = true): Action => ({
  type: 'togglePackage',
  id: packageNamed(p, name),
  on,
})
const onKeys = (flags: Record<string, boolean>) => Object.keys(flags).filter((k) => flags[k])

describe.each(['xbox-series-x', 'xbox-one', 'xbox-one-s', 'xbox-360', 'xbox-elite'])(
  "Xbox (%s): 'YES, Proceed' removes the Performance Package and applies the chosen back shell",
  (slug) => {
    const x = platform(slug, inStock)
    const before = x.play(
      check(x, 'Rapid Fire'),
      choose(x, 'Performance Package', 'Back Buttons & Trigger Locks (White)'),
    )
    const shell = `option_${x.option('Back Shell')}`
    const performance = `option_${x.option('Performance Package')}`

    it('asks with the spec text and lists what goes', () => {
      const asked = confirmOf(x, before, choose(x, 'Back Shell', 'Glacier White'))
      expect(asked).toMatchObject({
        message: 'Selecting Glacier White Back Shell will remove Performance Package (Back Buttons & Trigger Locks).',
        yes: 'YES, Proceed',
        no: 'NO, Cancel',
        changes: ['Removes Performance Package: Back Buttons & Trigger Locks (White)'],
      })
      expect(asked.yesState.options[shell]).toBe(x.value('Back Shell', 'Glacier White'))
      expect(asked.yesState.options[performance]).toBe(x.value('Performance Package', 'No Performance Package'))
    })

    it('unchecking the package by itself still resets the back (creator.md section 4)', () => {
      const s = x.play(
        check(x, 'Rapid Fire'),
        choose(x, 'Back Shell', 'Glacier White'),
        choose(x, 'Performance Package', 'Back Buttons & Trigger Locks (White)'),
        choose(x, 'Performance Package', 'No Performance Package'),
      )
      expect(s.options[shell]).toBe(x.value('Back Shell', 'Midnight Black'))
    })
  },
)

describe.each(['ps5', 'ps4', 'xbox-one'])('Macro Remap on %s names every conflict', (slug) => {
  const p = platform(slug, inStock)
  const macro = check(p, 'Macro Remap')

  it('with Rapid Fire and Jump Shot: one dialog names the White shell and Jump Shot; No changes nothing', () => {
    const before = p.play(check(p, 'Rapid Fire'), mod(p, 'Jump Shot'))
    const asked = confirmOf(p, before, macro)
    expect(asked.yes).toBe('YES, Add Macro Remap')
    expect(asked.changes).toEqual(['Back Shell becomes Glacier White', 'Removes mod Jump Shot'])
    expect(onKeys(asked.yesState.mods)).toEqual([])
    // No keeps the state the click started from: the engine never changed it.
    expect(onKeys(before.mods)).toEqual([`mod_${modNamed(p, 'Jump Shot')}`])
  })

  it("'Choosing Macro Remap while mods or Rapid Fire are active asks confirmation': Rapid Fire alone asks too", () => {
    const before = p.play(check(p, 'Rapid Fire'), choose(p, 'Back Shell', 'Glacier White'))
    const asked = confirmOf(p, before, macro)
    expect(asked.message).toBe(
      "You're about to choose Macro Remap over MODS as these two options cannot be combined together. Would you like to proceed?",
    )
    expect(asked.changes).toEqual([])
    expect(asked.yesState.options[`option_${p.option('Rapid Fire')}`]).toBe(true)
    // Without Rapid Fire or mods it is added at once.
    expect(p.apply(p.play(choose(p, 'Back Shell', 'Glacier White')), macro).kind).toBe('next')
  })
})

describe('PS5 Edge', () => {
  const edge = platform('ps5-edge')
  const agreed = { type: 'acceptAgreement', accepted: true } as const

  it('Macro Remap over the Sniper Package names the package and Jump Shot, and leads to a controller in stock', () => {
    const before = edge.play(agreed, pack(edge, 'Sniper Package'), mod(edge, 'Jump Shot'))
    const asked = confirmOf(edge, before, check(edge, 'Macro Remap'))
    expect(asked.changes).toEqual([
      'Back Shell becomes Glacier White',
      'Removes the Sniper Package',
      'Removes mod Jump Shot',
    ])
    const stock = stockOf(edge.catalog, edge.index, asked.yesState)
    expect(stock.message).toBeNull()
  })

  it('a rule never leads to a sold-out value: with the White shell sold out, Macro Remap is refused and says why', () => {
    const white = edge.value('Back Shell', 'Glacier White')
    const soldOut = (c: CreatorCatalog): CreatorCatalog => ({
      ...c,
      options: c.options.map((o) => ({
        ...o,
        values: o.values.map((v) => (v.id === white ? { ...v, stock: 0, stockPolicy: 1 } : v)),
      })),
    })
    const starved = platform('ps5-edge', soldOut)
    expect(starved.apply(starved.play(agreed), check(starved, 'Macro Remap'))).toEqual({
      kind: 'blocked',
      message: 'Macro Remap needs Glacier White Back Shell, which is sold out.',
    })
    const lint = lintRules(starved.catalog)
    expect(lint.problems.map((x) => x.ruleId)).toContain('macro-remap-switches-to-white-shell')
    expect(lint.problems.find((x) => x.ruleId === 'macro-remap-switches-to-white-shell')?.message).toMatch(
      /sets "Glacier White" for option "Back Shell", which is sold out/,
    )
  })

  it('unchecking Rapid Fire unchecks mods and packages, and the price drops back (was $217.97 left charged)', () => {
    const built = edge.play(pack(edge, 'Sniper Package'), mod(edge, 'Jump Shot'), check(edge, 'Rapid Fire'))
    const outcome = edge.apply(built, check(edge, 'Rapid Fire', false))
    if (outcome.kind !== 'next') throw new Error(outcome.kind)
    expect([...onKeys(outcome.state.mods), ...onKeys(outcome.state.packages)]).toEqual([])
    expect(priceOf(edge.catalog, edge.index, outcome.state).orderTotal).toBe(edge.catalog.platform.basePrice)
    expect(outcome.cleared.map((c) => c.message)).toContain(
      'Mods and packages went with Rapid Fire: add Rapid Fire to choose them again.',
    )
  })

  it("'LED lights: the checkbox is disabled until paddles are added', with the reason", () => {
    const led = edge.option('LED Running Lights')
    const reason = () => visibilityOf(edge.catalog, edge.index, edge.play()).options.get(led)
    expect(reason()).toBe('Paddles have to be added to select LED Running Lights')
    const withPaddles = edge.play(check(edge, 'Rapid Fire'), choose(edge, 'Paddles', 'Glacier White'))
    expect(visibilityOf(edge.catalog, edge.index, withPaddles).options.get(led)).toBeUndefined()
  })
})

describe("'Losing Rapid Fire clears Paddles, Mimic Buttons and Performance Package after 500 ms'", () => {
  const ps4 = platform('ps4', inStock)

  it('says why next to each, and hands the page the state to show for those 500 ms', () => {
    const built = ps4.play(
      check(ps4, 'Rapid Fire'),
      choose(ps4, 'Paddles', 'Glacier White'),
      check(ps4, 'Mimic Buttons'),
      choose(ps4, 'Performance Package', 'Back Buttons & Trigger Locks (Black)'),
    )
    const outcome = ps4.apply(built, check(ps4, 'Rapid Fire', false))
    if (outcome.kind !== 'next') throw new Error(outcome.kind)
    const delayed = outcome.cleared.filter((c) => c.delayMs === 500)
    expect(delayed.map((c) => c.message)).toEqual([
      'Rapid Fire has to be added to select Paddles',
      'Rapid Fire has to be added to select Mimic Buttons',
      'Rapid Fire has to be added to select Performance Package',
    ])
    const key = (name: string) => `option_${ps4.option(name)}`
    for (const name of ['Paddles', 'Mimic Buttons', 'Performance Package']) {
      expect(outcome.interim?.options[key(name)], name).toBe(built.options[key(name)])
      expect(outcome.state.options[key(name)], name).not.toBe(built.options[key(name)])
    }
    expect(outcome.interim?.options[key('Rapid Fire')]).toBe(false)
  })
})

describe("PS4 has macros and back buttons: 'macro and back buttons are mutually exclusive with confirmation'", () => {
  const ps4 = platform('ps4', inStock)
  const macro = { type: 'toggleMacro', id: ps4.catalog.macros[0]?.id ?? 0, on: true } as const
  const paddles = `option_${ps4.option('Paddles')}`

  it('macros over paddles: asks, yes removes the paddles', () => {
    const before = ps4.play(check(ps4, 'Rapid Fire'), choose(ps4, 'Paddles', 'Glacier White'))
    const asked = confirmOf(ps4, before, macro)
    expect(asked).toMatchObject({
      message:
        "You're about to choose Macros over Back Buttons as these two options cannot be combined together. Would you like to proceed?",
      yes: 'YES, Remove Back Buttons',
      no: 'NO, Cancel Selection',
      changes: ['Removes Paddles: Glacier White'],
    })
    expect(asked.yesState.options[paddles]).toBe(ps4.value('Paddles', 'No Paddles'))
  })

  it('paddles over macros: asks, yes removes the macros', () => {
    const before = ps4.play(check(ps4, 'Rapid Fire'), macro)
    const asked = confirmOf(ps4, before, choose(ps4, 'Paddles', 'Glacier White'))
    expect(asked).toMatchObject({
      yes: 'YES, Remove Macros',
      changes: [`Removes macro ${ps4.catalog.macros[0]?.name}`],
    })
    expect(onKeys(asked.yesState.macros)).toEqual([])
    expect(asked.yesState.options[paddles]).toBe(ps4.value('Paddles', 'Glacier White'))
  })
})

describe('sold-out values are refused like the page greys them out', () => {
  it('choosing a sold-out value answers the Sold Out tooltip', () => {
    const ps5 = platform('ps5')
    expect(ps5.apply(ps5.play(), choose(ps5, 'Body', 'Starlight Blue'))).toEqual({
      kind: 'blocked',
      message: 'This item is currently sold out but we are working to get more inventory.',
    })
  })
})
