/**
 * The rules of creator.md sections 4, 5, 8 and 9 that the demo platforms express as data (hides, prices, the
 * agreement, linked options, replace warnings), played through the engine on the seeded catalogs.
 */
import { describe, expect, it } from 'vitest'
import { type Action, priceOf } from '../../../src/creator/engine'
import { priceIn } from '../../../src/creator/engine/price'
import { hiddenNow, visibilityOf } from '../../../src/creator/engine/visibility'
import type { Selection } from '../../../src/creator/selection'
import { validateSelection } from '../../../src/creator/validate'
import { SAME_DAY_ASSEMBLY_OPTION_ID } from '../../../src/lib/platforms'
import { check, choose, inStock, modNamed, platform } from './seeded-platform'

describe('PS5 Edge agreement (creator.md sections 4, 5, 9)', () => {
  const edge = platform('ps5-edge')

  it("'The PS5 Edge agreement is required to combine sticks with Macro Remap or Advanced Paddle Inputs'", () => {
    for (const name of ['Advanced Paddle Inputs', 'Macro Remap']) {
      expect(edge.apply(edge.engine.initial(), check(edge, name))).toEqual({
        kind: 'blocked',
        message: `Please accept the Mods Agreement to combine the sticks with ${name}.`,
      })
      const s = edge.play({ type: 'acceptAgreement', accepted: true }, check(edge, name))
      expect(s.options[`option_${edge.option(name)}`]).toBe(true)
    }
  })

  it("'thumbstick mods need agreement': a package with a thumbstick mod waits for it, the others do not", () => {
    const withStick = edge.catalog.packages.find((p) => p.mods.includes(modNamed(edge, 'Auto Aim')))
    const without = edge.catalog.packages.find(
      (p) => !p.mods.some((m) => [modNamed(edge, 'Auto Aim'), modNamed(edge, 'Auto Run')].includes(m)),
    )
    if (!withStick || !without) throw new Error('demo packages changed')
    const blocked = edge.apply(edge.engine.initial(), { type: 'togglePackage', id: withStick.id, on: true })
    expect(blocked).toEqual({
      kind: 'blocked',
      message: 'Please accept the Mods Agreement to add thumbstick mods (Auto Aim, Auto Run).',
    })
    expect(edge.play({ type: 'togglePackage', id: without.id, on: true }).packages).toEqual({
      [`package_${without.id}`]: true,
    })
    const agreed = edge.play(
      { type: 'acceptAgreement', accepted: true },
      { type: 'togglePackage', id: withStick.id, on: true },
    )
    expect(agreed.packages).toEqual({ [`package_${withStick.id}`]: true })
  })

  it("'The PS5 Edge agreement flag ... toggles mods': withdrawing it unchecks what needed it", () => {
    const s = edge.play({ type: 'acceptAgreement', accepted: true }, check(edge, 'Advanced Paddle Inputs'))
    const outcome = edge.apply(s, { type: 'acceptAgreement', accepted: false })
    if (outcome.kind !== 'next') throw new Error('expected next')
    expect(outcome.state.options[`option_${edge.option('Advanced Paddle Inputs')}`]).toBe(false)
    expect(outcome.cleared.map((c) => c.ruleId)).toContain('advanced-paddle-inputs-needs-agreement')
  })

  it("'Agreement price +$0.00'", () => {
    const s = edge.play({ type: 'acceptAgreement', accepted: true })
    expect(priceOf(edge.catalog, edge.index, s)).toEqual(priceOf(edge.catalog, edge.index, edge.engine.initial()))
  })

  it('a platform without an agreement refuses the action', () => {
    const ps5 = platform('ps5')
    expect(ps5.apply(ps5.engine.initial(), { type: 'acceptAgreement', accepted: true })).toEqual({
      kind: 'blocked',
      message: 'This platform has no mods agreement.',
    })
  })
})

describe('confirmations and replace warnings (creator.md sections 4 and 8)', () => {
  it("'On Xbox Series X, a trigger choice that conflicts with selected grip panels removes them after confirmation'", () => {
    const x = platform('xbox-series-x', inStock)
    const rule = x.catalog.rules.rules.find((r) => r.id === 'performance-trigger-grip-panels-over')
    const mechanical = x.index.values.get(
      rule?.kind === 'excludes' && rule.subject.on === 'option' ? (rule.subject.values?.[0] ?? 0) : 0,
    )
    const triggers = `option_${x.option('Triggers')}`
    const grips = `option_${x.option('Grip Panels')}`
    const initial = x.engine.initial()
    const chooseMechanical: Action = {
      type: 'chooseValue',
      optionId: x.option('Triggers'),
      valueId: mechanical?.id ?? 0,
    }
    // Grip panels first, then the trigger: the text, the buttons and the outcome all say the grip panels go.
    const outcome = x.apply(x.play(choose(x, 'Grip Panels', 'Cosmic Red')), chooseMechanical)
    if (outcome.kind !== 'confirm') throw new Error(`expected a confirmation, got ${outcome.kind}`)
    expect(outcome.confirmation).toMatchObject({
      title: 'Replace',
      message: `The performance triggers with trigger stops need performance grip panels. Choosing ${mechanical?.name} will remove Cosmic Red Grip Panels. Would you like to proceed?`,
      yes: 'YES, Remove Cosmic Red Grip Panels',
      no: 'NO, Cancel Selection',
      changes: ['Removes Grip Panels: Cosmic Red'],
    })
    expect(outcome.confirmation.yesState.options[triggers]).toBe(mechanical?.id)
    expect(outcome.confirmation.yesState.options[grips]).toBe(initial.options[grips])

    // The other way round (the acceptance walk found it inverted): the trigger goes, Cosmic Red stays.
    const back = x.apply(x.play(chooseMechanical), choose(x, 'Grip Panels', 'Cosmic Red'))
    if (back.kind !== 'confirm') throw new Error(`expected a confirmation, got ${back.kind}`)
    expect(back.confirmation).toMatchObject({
      message: `The performance triggers with trigger stops need performance grip panels. Choosing Cosmic Red will remove ${mechanical?.name} Triggers. Would you like to proceed?`,
      yes: `YES, Remove ${mechanical?.name} Triggers`,
      changes: [`Removes Triggers: ${mechanical?.name}`],
    })
    expect(back.confirmation.yesState.options[grips]).toBe(x.value('Grip Panels', 'Cosmic Red'))
    expect(back.confirmation.yesState.options[triggers]).toBe(initial.options[triggers])
  })

  it("Series X: 'Please select Performance Grip Panels from available designs': they show with the performance triggers only", () => {
    const x = platform('xbox-series-x')
    const grips = x.option('Grip Panels')
    const silver = x.value('Grip Panels', 'Chrome Silver')
    const rule = x.catalog.rules.rules.find((r) => r.id === 'performance-trigger-grip-panels-over')
    const mechanical = rule?.kind === 'excludes' && rule.subject.on === 'option' ? (rule.subject.values?.[0] ?? 0) : 0
    const hidden = hiddenNow(visibilityOf(x.catalog, x.index, x.engine.initial()), grips, silver)
    expect(hidden).toBe('Performance Grip Panels come with the performance triggers: choose those triggers first.')
    const s = x.play(
      { type: 'chooseValue', optionId: x.option('Triggers'), valueId: mechanical },
      { type: 'chooseValue', optionId: grips, valueId: silver },
    )
    expect(s.options[`option_${grips}`]).toBe(silver)
    // Back to standard triggers: the performance grips go, and come back with the performance triggers.
    const standard = x.play(
      { type: 'chooseValue', optionId: x.option('Triggers'), valueId: mechanical },
      { type: 'chooseValue', optionId: grips, valueId: silver },
      choose(x, 'Triggers', 'Carbon Black'),
    )
    expect(standard.options[`option_${grips}`]).not.toBe(silver)
    expect(standard.held).toEqual({ [`option_${grips}`]: silver })
  })

  it.each([
    ['ps4', 'RGB Lighting', 'RGB Lighting Kit', 'Trim', 'Glacier White', 'RGB Lighting cannot be combined with Trim.'],
    [
      'ps5-edge',
      'Paddles',
      'Glacier White',
      'Back Shell',
      'Cosmic Red',
      'A new back shell removes the back buttons attachment.',
    ],
    ['ps5', 'Trim', 'Chrome Gold', 'Body', 'Galaxy', 'Trims cannot be combined with Exclusive Design bodies.'],
  ])(
    "'Conflict replacement actions' on %s: %s then %s asks, yes replaces",
    (slug, first, firstValue, second, secondValue, why) => {
      const p = platform(slug)
      const s = p.play(...(slug === 'ps5-edge' ? [check(p, 'Rapid Fire')] : []), choose(p, first, firstValue))
      const outcome = p.apply(s, choose(p, second, secondValue))
      if (outcome.kind !== 'confirm') throw new Error(`expected a confirmation, got ${JSON.stringify(outcome)}`)
      expect(outcome.confirmation.title).toBe('Replace')
      expect(outcome.confirmation.message.startsWith(why)).toBe(true)
      const yes = outcome.confirmation.yesState
      expect(yes.options[`option_${p.option(second)}`]).toBe(p.value(second, secondValue))
      expect(yes.options[`option_${p.option(first)}`]).toBe(p.engine.initial().options[`option_${p.option(first)}`])
    },
  )

  it("'Back Buttons not combinable with Mods on Xbox Series X'", () => {
    const x = platform('xbox-series-x')
    const s = x.play(check(x, 'Rapid Fire'), { type: 'toggleMod', id: x.catalog.mods[0]?.id ?? 0, on: true })
    const outcome = x.apply(s, choose(x, 'Advanced Back', 'Advanced Back: 2 Buttons'))
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    expect(outcome.confirmation.yes).toBe('YES, Remove Mods')
    expect(outcome.confirmation.yesState.mods).toEqual({})
  })
})

describe("'Macro remap on PS4 ... switches to the default (white) back shell at no cost'", () => {
  const ps4 = platform('ps4')

  it('asks, says so, and prices the White shell at $0 while Macro Remap is on', () => {
    const outcome = ps4.apply(ps4.engine.initial(), check(ps4, 'Macro Remap'))
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    expect(outcome.confirmation.message).toContain('will switch your back shell to White at no cost')
    const yes = outcome.confirmation.yesState
    const white = ps4.value('Back Shell', 'Glacier White')
    expect(yes.options[`option_${ps4.option('Back Shell')}`]).toBe(white)
    expect(priceIn(ps4.catalog, ps4.index, yes, ps4.option('Back Shell'), white)).toBe(0)
    const macroRemap = ps4.index.options.get(ps4.option('Macro Remap'))?.price ?? 0
    expect(priceOf(ps4.catalog, ps4.index, yes).optionsSubtotal).toBe(macroRemap)
    expect(outcome.confirmation.message).toContain(
      `Adjusted cost: $${((ps4.catalog.platform.basePrice + macroRemap) / 100).toFixed(2)}`,
    )
    // Without Macro Remap the White shell costs its price again.
    expect(priceIn(ps4.catalog, ps4.index, ps4.engine.initial(), ps4.option('Back Shell'), white)).toBe(1499)
  })
})

describe("'Performance Package on PS5 with Advanced Back shows price 0 in the Back Shell option'", () => {
  it('prices every back shell at 0 while both are on', () => {
    const ps5 = platform('ps5')
    const s = ps5.play(
      check(ps5, 'Rapid Fire'),
      choose(ps5, 'Performance Package', 'Back Buttons & Trigger Locks (Black)'),
      choose(ps5, 'Advanced Back', 'Advanced Back: 2 Buttons'),
    )
    for (const v of ps5.index.options.get(ps5.option('Back Shell'))?.values ?? [])
      expect(priceIn(ps5.catalog, ps5.index, s, v.optionId, v.id), v.name).toBe(0)
  })
})

describe("'Linked options: choosing a value with linked keys sets each linked option and keeps the parent at default'", () => {
  const ps5 = platform('ps5', inStock)
  const kits = ps5.option('Color Kits')
  const part = (s: Selection, name: string) =>
    ps5.index.values.get(Number(s.options[`option_${ps5.option(name)}`]))?.name

  it('sets each linked option; the kit option stays at No Kit', () => {
    const s = ps5.play(choose(ps5, 'Color Kits', 'Gold Rush Kit'))
    expect(['Buttons', 'D-pad', 'Thumbsticks'].map((n) => part(s, n))).toEqual([
      'Chrome Gold',
      'Chrome Gold',
      'Chrome Gold',
    ])
    expect(s.options[`option_${kits}`]).toBe(ps5.value('Color Kits', 'No Kit'))
  })

  it("'changing again resets the old linked options'", () => {
    const initial = ps5.engine.initial()
    const gold = ps5.play(choose(ps5, 'Color Kits', 'Gold Rush Kit'), choose(ps5, 'Color Kits', 'Stealth Kit'))
    expect(['Buttons', 'D-pad', 'Thumbsticks'].map((n) => part(gold, n))).toEqual([
      'Midnight Black',
      'Midnight Black',
      'Midnight Black',
    ])
    const none = ps5.play(choose(ps5, 'Color Kits', 'Stealth Kit'), choose(ps5, 'Color Kits', 'No Kit'))
    for (const n of ['Buttons', 'D-pad', 'Thumbsticks'])
      expect(none.options[`option_${ps5.option(n)}`]).toBe(initial.options[`option_${ps5.option(n)}`])
  })

  it('the kit is priced by its parts', () => {
    const s = ps5.play(choose(ps5, 'Color Kits', 'Gold Rush Kit'))
    const parts = ['Buttons', 'D-pad', 'Thumbsticks'].reduce(
      (sum, n) => sum + (ps5.index.values.get(ps5.value(n, 'Chrome Gold'))?.price ?? 0),
      0,
    )
    expect(priceOf(ps5.catalog, ps5.index, s).optionsSubtotal).toBe(parts)
  })
})

describe('visible values (creator.md section 5)', () => {
  const ps5 = platform('ps5', inStock)
  const touchpad = ps5.option('Touchpad')
  const chrome = ps5.value('Touchpad', 'Chrome Gold')

  it("'On PS5 many values depend on the selected body': premium touchpads hide with the PlayStation colour bodies", () => {
    for (const body of [
      'Midnight Black',
      'Cosmic Red',
      'Galactic Purple',
      'Nova Pink',
      'Starlight Blue',
      'Grey Camouflage',
    ]) {
      const s = ps5.play(choose(ps5, 'Body', body))
      expect(hiddenNow(visibilityOf(ps5.catalog, ps5.index, s), touchpad, chrome), body).toMatch(/colour bodies/)
      expect(ps5.apply(s, { type: 'chooseValue', optionId: touchpad, valueId: chrome }).kind).toBe('blocked')
    }
    const galaxy = ps5.play(choose(ps5, 'Body', 'Galaxy'))
    expect(hiddenNow(visibilityOf(ps5.catalog, ps5.index, galaxy), touchpad, chrome)).toBeNull()
  })

  it('a chosen value that a later choice hides goes back to the default, and returns when it shows again', () => {
    const s = ps5.play({ type: 'chooseValue', optionId: touchpad, valueId: chrome }, choose(ps5, 'Body', 'Cosmic Red'))
    expect(s.options[`option_${touchpad}`]).toBe(ps5.value('Touchpad', 'Glacier White'))
    const back = ps5.play(
      { type: 'chooseValue', optionId: touchpad, valueId: chrome },
      choose(ps5, 'Body', 'Cosmic Red'),
      choose(ps5, 'Body', 'Galaxy'),
    )
    expect(back.options[`option_${touchpad}`]).toBe(chrome)
    expect(back.held).toBeUndefined()
  })

  it("'Back shell values are filtered by the chosen Advanced Back through a per-value map, or the '*' fallback'", () => {
    const shells = ps5.index.options.get(ps5.option('Back Shell'))?.values ?? []
    const standard = visibilityOf(ps5.catalog, ps5.index, ps5.engine.initial())
    expect(shells.filter((v) => standard.values.has(v.id))).toEqual([])
    const advanced = ps5.play(choose(ps5, 'Advanced Back', 'Advanced Back: 4 Buttons'))
    const view = visibilityOf(ps5.catalog, ps5.index, advanced)
    expect(shells.filter((v) => !view.values.has(v.id)).map((v) => v.name)).toEqual(['Midnight Black'])
    expect(view.values.get(ps5.value('Back Shell', 'Cosmic Red'))).toBe('Not available with Advanced Back: 4 Buttons.')
  })

  it("'Some cannot be combined with Macro Remap': 'Performance Package is included in the Macro Remap option you've selected'", () => {
    const s = ps5.play(check(ps5, 'Macro Remap'))
    const performance = ps5.option('Performance Package')
    const outcome = ps5.apply(s, choose(ps5, 'Performance Package', 'Back Buttons & Trigger Locks (White)'))
    expect(outcome).toEqual({
      kind: 'blocked',
      message: "Performance Package is included in the Macro Remap option you've selected",
    })
    expect(s.options[`option_${performance}`]).toBe(ps5.value('Performance Package', 'No Performance Package'))
  })
})

describe("'Same Day Assembly (option 9)': 'restored on Rapid Fire or macro changes if the user had enabled it'", () => {
  const sda = SAME_DAY_ASSEMBLY_OPTION_ID
  const ps4 = platform('ps4')
  const sdaOn: Action = { type: 'toggleOption', optionId: sda, on: true }

  it('Rapid Fire takes it away and gives it back', () => {
    const withRapid = ps4.play(sdaOn, check(ps4, 'Rapid Fire'))
    expect(withRapid.options[`option_${sda}`]).toBe(false)
    expect(withRapid.held).toEqual({ [`option_${sda}`]: true })
    const without = ps4.play(sdaOn, check(ps4, 'Rapid Fire'), check(ps4, 'Rapid Fire', false))
    expect(without.options[`option_${sda}`]).toBe(true)
    expect(without.held).toBeUndefined()
  })

  it('macros take it away and give it back', () => {
    const macro = ps4.catalog.macros[0]?.id ?? 0
    const s = ps4.play(
      sdaOn,
      { type: 'toggleMacro', id: macro, on: true },
      { type: 'toggleMacro', id: macro, on: false },
    )
    expect(s.options[`option_${sda}`]).toBe(true)
  })

  it('is not restored when the shopper never enabled it, and cannot be added while hidden', () => {
    const s = ps4.play(check(ps4, 'Rapid Fire'), check(ps4, 'Rapid Fire', false))
    expect(s.options[`option_${sda}`]).toBe(false)
    expect(ps4.apply(ps4.play(check(ps4, 'Rapid Fire')), sdaOn)).toEqual({
      kind: 'blocked',
      message: 'Same Day Assembly is not available for controllers with Rapid Fire or macros.',
    })
  })
})

describe("'LED Running Lights: an enable checkbox plus left and right colour lists'", () => {
  const elite = platform('xbox-elite', inStock)
  const paddlesOn: Action[] = [check(elite, 'Rapid Fire'), choose(elite, 'Paddles', 'Glacier White')]
  const left = `option_${elite.option('Left LED Color')}`
  const right = `option_${elite.option('Right LED Color')}`

  it("'Paddles have to be added to select LED Running Lights'", () => {
    expect(elite.apply(elite.engine.initial(), check(elite, 'LED Running Lights'))).toEqual({
      kind: 'blocked',
      message: 'Paddles have to be added to select LED Running Lights',
    })
  })

  it('the colour lists show only while the checkbox is on, and turning it on lights both sides', () => {
    const off = visibilityOf(elite.catalog, elite.index, elite.play(...paddlesOn))
    expect(off.lists.get(elite.option('Left LED Color'))).toBe('Add LED Running Lights to choose their colours.')
    const s = elite.play(...paddlesOn, check(elite, 'LED Running Lights'))
    const on = visibilityOf(elite.catalog, elite.index, s)
    expect(on.lists.size).toBe(0)
    expect([s.options[left], s.options[right]]).toEqual([
      elite.value('Left LED Color', 'Cosmic Red'),
      elite.value('Right LED Color', 'Cosmic Red'),
    ])
  })

  it('each side takes its own colour, priced by the checkbox only', () => {
    const s = elite.play(
      ...paddlesOn,
      check(elite, 'LED Running Lights'),
      choose(elite, 'Right LED Color', 'Shock Blue'),
    )
    expect([s.options[left], s.options[right]]).toEqual([
      elite.value('Left LED Color', 'Cosmic Red'),
      elite.value('Right LED Color', 'Shock Blue'),
    ])
    const before = priceOf(elite.catalog, elite.index, elite.play(...paddlesOn)).optionsSubtotal
    expect(priceOf(elite.catalog, elite.index, s).optionsSubtotal - before).toBe(2499)
    const verdict = validateSelection(inStock(elite.catalog), s)
    expect(verdict.ok ? null : verdict.message).toBeNull()
  })

  it('turning the lights off puts both sides out; turning them on again brings the chosen colours back', () => {
    const chosen = [
      ...paddlesOn,
      check(elite, 'LED Running Lights'),
      choose(elite, 'Left LED Color', 'Galactic Purple'),
    ]
    const off = elite.play(...chosen, check(elite, 'LED Running Lights', false))
    const offValue = elite.value('Left LED Color', 'Off')
    expect(off.options[left]).toBe(offValue)
    const again = elite.play(...chosen, check(elite, 'LED Running Lights', false), check(elite, 'LED Running Lights'))
    expect(again.options[left]).toBe(elite.value('Left LED Color', 'Galactic Purple'))
  })

  it('a forged colour without the checkbox is refused by the server', () => {
    const s = elite.play(...paddlesOn)
    const forged = { ...s, options: { ...s.options, [left]: elite.value('Left LED Color', 'Glacier White') } }
    expect(validateSelection(elite.catalog, forged)).toEqual({
      ok: false,
      message: 'Glacier White: Add LED Running Lights to choose their colours.',
    })
  })
})

describe('server authority over the new rule kinds', () => {
  it('refuses a hidden value with the reason, and prices with the prices rules', () => {
    const ps5 = platform('ps5')
    const s = ps5.play(choose(ps5, 'Body', 'Cosmic Red'))
    const forged = {
      ...s,
      options: { ...s.options, [`option_${ps5.option('Touchpad')}`]: ps5.value('Touchpad', 'Chrome Gold') },
    }
    expect(validateSelection(ps5.catalog, forged)).toEqual({
      ok: false,
      message: 'Chrome Gold: Not available with the PlayStation colour bodies: their touchpad is moulded to match.',
    })
    const ps4 = platform('ps4')
    const outcome = ps4.apply(ps4.engine.initial(), check(ps4, 'Macro Remap'))
    if (outcome.kind !== 'confirm') throw new Error('expected a confirmation')
    const verdict = validateSelection(inStock(ps4.catalog), outcome.confirmation.yesState)
    expect(verdict.ok && verdict.price.optionsSubtotal).toBe(ps4.index.options.get(ps4.option('Macro Remap'))?.price)
  })
})
