import { describe, expect, it } from 'vitest'
import { indexCatalog } from '../../../src/creator/catalog'
import { type Action, createEngine, type Outcome, priceOf, stockOf } from '../../../src/creator/engine'
import type { Selection } from '../../../src/creator/selection'
import { ID, ps5Catalog, V } from './fixture'

const catalog = ps5Catalog()
const engine = createEngine(catalog)
const index = indexCatalog(catalog)

function next(outcome: Outcome): Selection {
  if (outcome.kind !== 'next') throw new Error(`expected a next state, got ${JSON.stringify(outcome)}`)
  return outcome.state
}

/** Runs actions that must all succeed. */
function run(...actions: Action[]): Selection {
  return actions.reduce((state, action) => next(engine.apply(state, action)), engine.initial())
}

const rapidOn: Action = { type: 'toggleOption', optionId: ID.rapidFire, on: true }
const rapidOff: Action = { type: 'toggleOption', optionId: ID.rapidFire, on: false }

describe('creator.md section 4: states and transitions', () => {
  it('starts from every option default, Rapid Fire off, quantity 1', () => {
    const s = engine.initial()
    expect(s.options.option_1).toBe(V.white.id)
    expect(s.options.option_4).toBe(false)
    expect(s).toMatchObject({ quantity: 1, rapidEnabled: false, bodyId: V.white.id })
  })

  it("'Mods require Rapid Fire': a mod without Rapid Fire is refused with the spec's message", () => {
    const outcome = engine.apply(engine.initial(), { type: 'toggleMod', id: 1, on: true })
    expect(outcome).toEqual({ kind: 'blocked', message: 'Rapid Fire has to be added to select Mods.' })
    const s = run(rapidOn, { type: 'toggleMod', id: 1, on: true })
    expect(s.mods).toEqual({ mod_1: true })
    expect(s.rapidEnabled).toBe(true)
  })

  it("'Unchecking Rapid Fire unchecks mods and packages'", () => {
    const withPackage = run(rapidOn, { type: 'togglePackage', id: 1, on: true })
    const outcome = engine.apply(withPackage, rapidOff)
    const s = next(outcome)
    expect(s.mods).toEqual({})
    expect(s.packages).toEqual({})
    expect(s.rapidEnabled).toBe(false)
  })

  it("'Losing Rapid Fire clears Paddles, Mimic Buttons and Performance Package after 500 ms'", () => {
    const s = run(
      rapidOn,
      { type: 'chooseValue', optionId: ID.paddles, valueId: V.blackPaddles.id },
      { type: 'toggleOption', optionId: ID.mimic, on: true },
      { type: 'chooseValue', optionId: ID.performancePackage, valueId: V.performanceBlack.id },
    )
    const outcome = engine.apply(s, rapidOff)
    if (outcome.kind !== 'next') throw new Error('expected next')
    expect(outcome.state.options.option_5).toBe(V.noPaddles.id)
    expect(outcome.state.options.option_6).toBe(false)
    expect(outcome.state.options.option_7).toBe(V.noPerformance.id)
    const delays = Object.fromEntries(outcome.cleared.map((c) => [c.ruleId, c.delayMs]))
    expect(delays).toMatchObject({
      'paddles-need-rapid-fire': 500,
      'mimic-needs-rapid-fire': 500,
      'performance-needs-rapid-fire': 500,
    })
  })

  it("'Rapid Fire has to be added to select Paddles' (inline message)", () => {
    expect(
      engine.apply(engine.initial(), { type: 'chooseValue', optionId: ID.paddles, valueId: V.blackPaddles.id }),
    ).toEqual({
      kind: 'blocked',
      message: 'Rapid Fire has to be added to select Paddles',
    })
  })

  it("'Selecting a package checks its mods and disables them, and unchecks all other packages and mods'", () => {
    const s = run(
      rapidOn,
      { type: 'toggleMod', id: 1, on: true },
      { type: 'togglePackage', id: 2, on: true },
      { type: 'togglePackage', id: 1, on: true },
    )
    expect(s.packages).toEqual({ package_1: true })
    expect(s.mods).toEqual({ mod_2: true, mod_3: true })
    const locked = engine.apply(s, { type: 'toggleMod', id: 2, on: false })
    expect(locked).toEqual({ kind: 'blocked', message: 'Quick Scope is included in the Shooter Package.' })
    const off = run(rapidOn, { type: 'togglePackage', id: 1, on: true }, { type: 'togglePackage', id: 1, on: false })
    expect(off.mods).toEqual({})
  })

  it("'Choosing Macro Remap while mods are active asks confirmation. Yes resets mods; no restores the previous value.'", () => {
    const s = run(rapidOn, { type: 'toggleMod', id: 1, on: true })
    const outcome = engine.apply(s, { type: 'toggleOption', optionId: ID.macroRemap, on: true })
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    expect(outcome.confirmation.yes).toBe('YES, Remove Mods')
    expect(outcome.confirmation.no).toBe('NO, Cancel Selection')
    expect(outcome.confirmation.yesState.mods).toEqual({})
    expect(outcome.confirmation.yesState.options.option_8).toBe(true)
    expect(s.mods).toEqual({ mod_1: true })
  })

  it('choosing MODS over Macro Remap asks with the spec text and buttons', () => {
    const s = run(rapidOn, { type: 'toggleOption', optionId: ID.macroRemap, on: true })
    const outcome = engine.apply(s, { type: 'toggleMod', id: 2, on: true })
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    expect(outcome.confirmation).toMatchObject({
      title: 'Are you sure?',
      message:
        "You're about to choose MODS over Macro Remap as these two options cannot be combined together. Would you like to proceed?",
      yes: 'YES, Remove Macro Remap',
      no: 'NO, Cancel Selection',
    })
    expect(outcome.confirmation.yesState.options.option_8).toBe(false)
    expect(outcome.confirmation.yesState.mods).toEqual({ mod_2: true })
  })

  it("'Choosing a back shell while Macro Remap is on asks confirmation', naming the shell", () => {
    const s = run({ type: 'toggleOption', optionId: ID.macroRemap, on: true })
    const outcome = engine.apply(s, { type: 'chooseValue', optionId: ID.backShell, valueId: V.redShell.id })
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    expect(outcome.confirmation.message).toMatch(
      /^Red back shell cannot be combined with the Macro Remap option you've selected\./,
    )
    expect(outcome.confirmation.yes).toBe('YES, Remove Macro Remap')
    expect(outcome.confirmation.yesState.options).toMatchObject({ option_2: V.redShell.id, option_8: false })
  })

  it("'Unchecking Performance Package resets ... the PS4 body'", () => {
    const s = run(
      rapidOn,
      { type: 'chooseValue', optionId: ID.body, valueId: V.cosmicRed.id },
      { type: 'chooseValue', optionId: ID.performancePackage, valueId: V.performanceBlack.id },
      { type: 'toggleOption', optionId: ID.performancePackage, on: false },
    )
    expect(s.options.option_7).toBe(V.noPerformance.id)
    expect(s.options.option_1).toBe(V.white.id)
  })

  it("'Unchecking a single option resets it to its default value'", () => {
    const s = run(
      { type: 'chooseValue', optionId: ID.buttons, valueId: V.goldButtons.id },
      { type: 'toggleOption', optionId: ID.buttons, on: false },
    )
    expect(s.options.option_3).toBe(V.blackButtons.id)
  })

  it("'Choosing an Advanced Back that needs an incompatible back shell adds a black back shell after confirmation'", () => {
    const red = run({ type: 'chooseValue', optionId: ID.backShell, valueId: V.redShell.id })
    const outcome = engine.apply(red, { type: 'chooseValue', optionId: ID.advancedBack, valueId: V.twoButtonBack.id })
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    const total = 7499 + 3999
    expect(outcome.confirmation).toMatchObject({
      message: `Back shell in your controller configuration is not compatible with the Advanced Back: 2 Buttons option. Adding Advanced Back: 2 Buttons will also add Black back shell ... Adjusted cost: $${(total / 100).toFixed(2)} Would you like to proceed?`,
      yes: 'YES, Add Advanced Back: 2 Buttons',
      no: 'NO, Cancel Selection',
    })
    expect(outcome.confirmation.yesState.options).toMatchObject({
      option_2: V.blackShell.id,
      option_11: V.twoButtonBack.id,
    })
    const black = next(
      engine.apply(engine.initial(), { type: 'chooseValue', optionId: ID.advancedBack, valueId: V.twoButtonBack.id }),
    )
    expect(black.options.option_11).toBe(V.twoButtonBack.id)
  })

  it("'Selecting certain bodies auto-sets related options'", () => {
    const s = run({ type: 'chooseValue', optionId: ID.body, valueId: V.chromeBody.id })
    expect(s.options.option_3).toBe(V.goldButtons.id)
  })

  it("'Macros and Mods tabs: switching on macros resets mods ...; switching back resets macros'", () => {
    const withMacros = ps5Catalog({ macros: [{ id: 1, name: 'Jump Shot Macro', price: 799, disabled: false }] })
    const tabs = createEngine(withMacros)
    const step = (s: Selection, a: Action) => next(tabs.apply(s, a))
    const modded = [rapidOn, { type: 'togglePackage', id: 1, on: true } as Action].reduce(step, tabs.initial())
    const onMacros = step(modded, { type: 'switchTab', tab: 'macros' })
    expect(onMacros.mods).toEqual({})
    expect(onMacros.packages).toEqual({})
    const withMacro = step(onMacros, { type: 'toggleMacro', id: 1, on: true })
    expect(step(withMacro, { type: 'switchTab', tab: 'mods' }).macros).toEqual({})
    expect(engine.apply(engine.initial(), { type: 'switchTab', tab: 'macros' })).toEqual({
      kind: 'blocked',
      message: 'This platform has no macros.',
    })
  })

  it('fills {name} with what was chosen and {other} with what it conflicts with', () => {
    const custom = createEngine(
      ps5Catalog({
        rules: {
          version: 1,
          rules: [
            {
              kind: 'excludes',
              id: 'buttons-over-macro-remap',
              subject: { on: 'option', option: ID.buttons },
              conflict: { on: 'option', option: ID.macroRemap },
              confirm: {
                message: '{name} buttons cannot be combined with {other}.',
                yes: 'YES, Remove {other}',
                no: 'NO',
              },
            },
          ],
        },
      }),
    )
    const s = next(custom.apply(custom.initial(), { type: 'toggleOption', optionId: ID.macroRemap, on: true }))
    const outcome = custom.apply(s, { type: 'chooseValue', optionId: ID.buttons, valueId: V.goldButtons.id })
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    expect(outcome.confirmation.message).toBe('Chrome Gold buttons cannot be combined with Macro Remap.')
    expect(outcome.confirmation.yes).toBe('YES, Remove Macro Remap')
  })

  it('reset returns to the default configuration', () => {
    const s = run(rapidOn, { type: 'chooseValue', optionId: ID.body, valueId: V.cosmicRed.id }, { type: 'reset' })
    expect(s).toEqual(engine.initial())
  })

  it('never changes the state it was given', () => {
    const s = run(rapidOn)
    const frozen = JSON.stringify(s)
    engine.apply(s, { type: 'togglePackage', id: 1, on: true })
    engine.apply(s, rapidOff)
    expect(JSON.stringify(s)).toBe(frozen)
  })

  it('refuses unknown options, values from another option and disabled items with a precise message', () => {
    expect(engine.apply(engine.initial(), { type: 'chooseValue', optionId: 999, valueId: 1 })).toEqual({
      kind: 'blocked',
      message: 'There is no option 999 on this platform.',
    })
    expect(engine.apply(engine.initial(), { type: 'chooseValue', optionId: ID.body, valueId: V.redShell.id })).toEqual({
      kind: 'blocked',
      message: `Body has no value ${V.redShell.id}.`,
    })
    expect(engine.apply(engine.initial(), { type: 'toggleMod', id: 42, on: true })).toEqual({
      kind: 'blocked',
      message: 'There is no mod 42 on this platform.',
    })
  })
})

describe('creator.md sections 5 and 9: quantity, price and stock', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [2.7, 2],
  ])("'Quantity must be 1 to 3': %s becomes %s", (asked, kept) => {
    expect(run({ type: 'setQuantity', quantity: asked }).quantity).toBe(kept)
  })

  it('prices the item, the options (sale prices, packages instead of their mods) and the order total', () => {
    const s = run(
      rapidOn,
      { type: 'chooseValue', optionId: ID.body, valueId: V.cosmicRed.id },
      { type: 'chooseValue', optionId: ID.buttons, valueId: V.goldButtons.id },
      { type: 'togglePackage', id: 1, on: true },
      { type: 'toggleOption', optionId: ID.sda, on: true },
      { type: 'setQuantity', quantity: 2 },
    )
    const options = 2999 + 1499 + 1799 + 1699 + 2499
    expect(priceOf(catalog, index, s)).toEqual({
      itemSubtotal: 7499,
      optionsSubtotal: options,
      orderTotal: (7499 + options) * 2,
    })
  })

  it("'Stock is enough when stock is at least the quantity, or policy equals 2'", () => {
    const red = run({ type: 'chooseValue', optionId: ID.backShell, valueId: V.redShell.id })
    expect(stockOf(catalog, index, red).enough).toBe(true)
    const three = next(engine.apply(red, { type: 'setQuantity', quantity: 3 }))
    const view = stockOf(catalog, index, three)
    expect(view.enough).toBe(false)
    expect(view.short.map((v) => v.name)).toEqual(['Red'])
    expect(view.message).toBe('Some components in this configuration are out of stock')
    const backOrder = run(
      { type: 'chooseValue', optionId: ID.body, valueId: V.backOrderBody.id },
      { type: 'setQuantity', quantity: 3 },
    )
    expect(stockOf(catalog, index, backOrder).enough).toBe(true)
  })

  it("'Purchase is unavailable if an option is unavailable or the platform is disabled'", () => {
    // The page greys an unavailable value out and the engine refuses it; a stored configuration may still hold one.
    expect(
      engine.apply(engine.initial(), { type: 'chooseValue', optionId: ID.buttons, valueId: V.unavailableButtons.id }),
    ).toEqual({
      kind: 'blocked',
      message: `${V.unavailableButtons.name} is unavailable.`,
    })
    const s = {
      ...engine.initial(),
      options: { ...engine.initial().options, [`option_${ID.buttons}`]: V.unavailableButtons.id },
    }
    expect(stockOf(catalog, index, s)).toMatchObject({
      purchasable: false,
      message: 'Some components in this configuration are no longer supported',
    })
    const disabled = ps5Catalog({ platform: { ...catalog.platform, enabled: false } })
    expect(stockOf(disabled, indexCatalog(disabled), engine.initial()).purchasable).toBe(false)
    expect(stockOf(catalog, index, engine.initial()).purchasable).toBe(true)
  })
})
