import type { Rule, RuleSet, Selector } from '../../creator/rules/schema'
import { RULE_FORMAT_VERSION } from '../../creator/rules/schema'
import { isStockEnough, SAME_DAY_ASSEMBLY_OPTION_ID } from '../../lib/platforms'
import { type Catalog, type OptionSeed, PERFORMANCE_GRIP_GROUP } from './catalog'
import type { PlatformSeed } from './platforms'

const MODS: Selector = { on: 'mods' }
const PACKAGES: Selector = { on: 'packages' }
const MACROS: Selector = { on: 'macros' }
const on = (option: OptionSeed): Selector => ({ on: 'option', option: option.id })

const NO = 'NO, Cancel Selection'
const modsOver = (other: string) =>
  `You're about to choose MODS over ${other} as these two options cannot be combined together. Would you like to proceed?`

/**
 * Each platform's creator rules, written as data from its catalog (creator.md sections 4, 5 and 8). The same
 * rule kinds serve every platform; only which options exist differs.
 */
export function rulesFor(platform: PlatformSeed, catalog: Catalog): RuleSet {
  const options = catalog.options.filter((o) => o.platforms.includes(platform.slug) && o.template !== 'service')
  const find = (name: string) => options.find((o) => o.name === name)
  const rapid = options.find((o) => o.template === 'rapid-fire')
  const paddles = find('Paddles')
  const mimic = find('Mimic Buttons')
  const performance = find('Performance Package')
  const macroRemap = find('Macro Remap')
  const backShell = find('Back Shell')
  const body = find('Body')
  const led = find('LED Running Lights')
  const hasMacros = catalog.macros.some((m) => m.platforms.includes(platform.slug))
  const rules: Rule[] = []

  if (rapid) {
    const needsRapid = [on(rapid)]
    if (platform.slug === 'ps5-edge') {
      rules.push({
        kind: 'requires',
        id: 'mods-need-a-package',
        subject: MODS,
        requirement: [PACKAGES],
        message: 'Rapid Fire has to be added to select Mods.',
      })
    } else {
      rules.push(
        {
          kind: 'requires',
          id: 'mods-need-rapid-fire',
          subject: MODS,
          requirement: needsRapid,
          message: 'Rapid Fire has to be added to select Mods.',
        },
        {
          kind: 'requires',
          id: 'packages-need-rapid-fire',
          subject: PACKAGES,
          requirement: needsRapid,
          message: 'Rapid Fire has to be added to select Mods.',
        },
      )
    }
    // 'Unchecking Rapid Fire unchecks mods and packages' (creator.md section 4), on PS5 Edge too, where mods hang
    // on a package rather than on Rapid Fire.
    rules.push({
      kind: 'resetsOnUncheck',
      id: 'rapid-fire-off-clears-mods-and-packages',
      subject: on(rapid),
      clears: [MODS, PACKAGES],
      message: 'Mods and packages went with Rapid Fire: add Rapid Fire to choose them again.',
    })
    for (const [option, label] of [
      [paddles, 'Paddles'],
      [mimic, 'Mimic Buttons'],
      [performance, 'Performance Package'],
    ] as const) {
      if (!option) continue
      rules.push({
        kind: 'requires',
        id: `${label.toLowerCase().replace(/ /g, '-')}-need-rapid-fire`,
        subject: on(option),
        requirement: needsRapid,
        message: `Rapid Fire has to be added to select ${label}`,
        clearDelayMs: 500,
      })
    }
  }
  if (led && paddles) {
    // 'the checkbox is disabled until paddles are added' (creator.md section 4): hidden with its reason, so the page
    // shows it greyed out with the reason instead of refusing it once clicked; lights on come back with the paddles.
    rules.push({
      kind: 'hides',
      id: 'led-lights-need-paddles',
      target: { option: led.id },
      unless: [on(paddles)],
      reason: 'Paddles have to be added to select LED Running Lights',
    })
  }
  if (led) rules.push(...ledSideRules(led, [find('Left LED Color'), find('Right LED Color')]))
  if (macroRemap) {
    rules.push(
      {
        kind: 'excludes',
        id: 'mods-over-macro-remap',
        subject: MODS,
        conflict: on(macroRemap),
        confirm: { message: modsOver('Macro Remap'), yes: 'YES, Remove Macro Remap', no: NO },
      },
      {
        kind: 'excludes',
        id: 'macro-remap-over-mods',
        subject: on(macroRemap),
        conflict: MODS,
        // 'Choosing Macro Remap while mods or Rapid Fire are active asks confirmation' (creator.md section 4).
        ...(rapid ? { asksAlsoWhen: [on(rapid)] } : {}),
        confirm: {
          message:
            "You're about to choose Macro Remap over MODS as these two options cannot be combined together. Would you like to proceed?",
          yes: 'YES, Remove Mods',
          no: NO,
        },
      },
    )
    const white = backShell?.values.find((v) => /white/i.test(v.name))
    if (backShell && white) {
      // "The only compatible back shell is White": other shells and Macro Remap exclude each other.
      const others = backShell.values.filter((v) => v.id !== white.id).map((v) => v.id)
      rules.push(
        {
          kind: 'excludes',
          id: 'back-shell-over-macro-remap',
          subject: { on: 'option', option: backShell.id, values: others },
          conflict: on(macroRemap),
          confirm: {
            message:
              "{name} back shell cannot be combined with the Macro Remap option you've selected. The only compatible back shell is White. Changing back shell will remove the Macro Remap function...",
            yes: 'YES, Remove Macro Remap',
            no: NO,
          },
        },
        {
          kind: 'sets',
          id: 'macro-remap-switches-to-white-shell',
          subject: on(macroRemap),
          unless: { on: 'option', option: backShell.id, values: [white.id] },
          set: [{ option: backShell.id, value: white.id }],
          confirm: {
            message:
              platform.slug === 'ps4'
                ? 'Macro Remap can only be combined with the White back shell. Adding Macro Remap will switch your back shell to White at no cost. Adjusted cost: {price} Would you like to proceed?'
                : 'Macro Remap can only be combined with the White back shell. Adding Macro Remap will switch your back shell to White. Adjusted cost: {price} Would you like to proceed?',
            yes: 'YES, Add Macro Remap',
            no: NO,
          },
        },
      )
    }
  }
  if (hasMacros) {
    rules.push(
      {
        kind: 'excludes',
        id: 'mods-over-macros',
        subject: MODS,
        conflict: MACROS,
        confirm: { message: modsOver('Macros'), yes: 'YES, Remove Macros', no: NO },
      },
      {
        kind: 'excludes',
        id: 'macros-over-mods',
        subject: MACROS,
        conflict: MODS,
        confirm: {
          message:
            "You're about to choose Macros over MODS as these two options cannot be combined together. Would you like to proceed?",
          yes: 'YES, Remove Mods',
          no: NO,
        },
      },
    )
    if (paddles) {
      // 'macro and back buttons are mutually exclusive with confirmation', both ways (creator.md section 4).
      rules.push(
        {
          kind: 'excludes',
          id: 'macros-over-back-buttons',
          subject: MACROS,
          conflict: on(paddles),
          confirm: {
            message:
              "You're about to choose Macros over Back Buttons as these two options cannot be combined together. Would you like to proceed?",
            yes: 'YES, Remove Back Buttons',
            no: NO,
          },
        },
        {
          kind: 'excludes',
          id: 'back-buttons-over-macros',
          subject: on(paddles),
          conflict: MACROS,
          confirm: {
            message:
              "You're about to choose Back Buttons over Macros as these two options cannot be combined together. Would you like to proceed?",
            yes: 'YES, Remove Macros',
            no: NO,
          },
        },
      )
    }
  }
  if (performance) {
    if (platform.family === 'xbox' && backShell) {
      rules.push(
        {
          kind: 'excludes',
          id: 'back-shell-over-performance-package',
          subject: on(backShell),
          conflict: on(performance),
          confirm: {
            message: 'Selecting {name} Back Shell will remove Performance Package (Back Buttons & Trigger Locks).',
            yes: 'YES, Proceed',
            no: 'NO, Cancel',
          },
        },
        {
          kind: 'resetsOnUncheck',
          id: 'performance-package-resets-back',
          subject: on(performance),
          targets: [backShell.id],
        },
        {
          kind: 'excludes',
          id: 'performance-package-over-back-shell',
          subject: on(performance),
          conflict: on(backShell),
          confirm: {
            message:
              'Performance Package (Back Buttons & Trigger Locks) replaces the back shell you chose with the standard one. Would you like to proceed?',
            yes: 'YES, Proceed',
            no: 'NO, Cancel',
          },
        },
      )
    }
    if (platform.slug === 'ps4' && body) {
      rules.push({
        kind: 'resetsOnUncheck',
        id: 'performance-package-resets-body',
        subject: on(performance),
        targets: [body.id],
      })
    }
  }
  const advancedBack = find('Advanced Back')
  const black = backShell?.values.find((v) => v.isDefault)
  if (advancedBack && backShell && black) {
    rules.push({
      kind: 'sets',
      id: 'advanced-back-adds-black-shell',
      subject: on(advancedBack),
      unless: { on: 'option', option: backShell.id, values: [black.id] },
      set: [{ option: backShell.id, value: black.id }],
      confirm: {
        message:
          'Back shell in your controller configuration is not compatible with the {name} option. Adding {name} will also add Black back shell. Adjusted cost: {price} Would you like to proceed?',
        yes: 'YES, Add {name}',
        no: NO,
      },
    })
  }
  const trim = find('Trim')
  const goldBody = body?.values.find((v) => v.name === 'Chrome Gold')
  const goldTrim = trim?.values.find((v) => v.name === 'Chrome Gold')
  if (body && trim && goldBody && goldTrim) {
    rules.push({
      kind: 'sets',
      id: 'chrome-gold-body-sets-gold-trim',
      subject: { on: 'option', option: body.id, values: [goldBody.id] },
      set: [{ option: trim.id, value: goldTrim.id }],
    })
  }
  rules.push(...edgeAgreementRules(platform, catalog, options))
  rules.push(...replaceRules(platform, options))
  rules.push(...visibilityAndPriceRules(platform, catalog, options))
  const agreement = platform.slug === 'ps5-edge' ? find('Mods Agreement') : undefined
  return { version: RULE_FORMAT_VERSION, ...(agreement ? { agreement: { option: agreement.id } } : {}), rules }
}

/** Mods a shopper drives through the thumbsticks: on PS5 Edge they need the mods agreement. */
const THUMBSTICK_MODS = ['Auto Aim', 'Auto Run']

/**
 * PS5 Edge (creator.md section 5): the agreement is required to combine the sticks with Macro Remap or Advanced
 * Paddle Inputs, and thumbstick mods need it; withdrawing it unchecks them.
 */
function edgeAgreementRules(platform: PlatformSeed, catalog: Catalog, options: OptionSeed[]): Rule[] {
  if (platform.slug !== 'ps5-edge') return []
  const agreement = options.find((o) => o.name === 'Mods Agreement')
  if (!agreement) return []
  const needs = (option: OptionSeed | undefined): Rule[] =>
    option
      ? [
          {
            kind: 'requires',
            id: `${option.name.toLowerCase().replace(/ /g, '-')}-needs-agreement`,
            subject: on(option),
            requirement: [on(agreement)],
            message: `Please accept the Mods Agreement to combine the sticks with ${option.name}.`,
          },
        ]
      : []
  const stickMods = catalog.mods.filter((m) => m.platforms.includes(platform.slug) && THUMBSTICK_MODS.includes(m.name))
  return [
    ...needs(options.find((o) => o.name === 'Macro Remap')),
    ...needs(options.find((o) => o.name === 'Advanced Paddle Inputs')),
    ...(stickMods.length
      ? [
          {
            kind: 'requires' as const,
            id: 'thumbstick-mods-need-agreement',
            subject: { on: 'mods' as const, ids: stickMods.map((m) => m.id) },
            requirement: [on(agreement)],
            message: `Please accept the Mods Agreement to add thumbstick mods (${stickMods.map((m) => m.name).join(', ')}).`,
          },
        ]
      : []),
  ]
}

/**
 * Both directions of a pair that cannot be combined, each asking before it replaces the other. Without names, the
 * engine names both from the configuration: '{name}' what is being chosen, '{other}' what it removes.
 */
function replacePair(id: string, a: Selector, b: Selector, why: string, names?: { a: string; b: string }): Rule[] {
  const ask = (name: string, other: string) => ({
    title: 'Replace',
    message: `${why} Choosing ${name} will remove ${other}. Would you like to proceed?`,
    yes: `YES, Remove ${other}`,
    no: NO,
  })
  return [
    {
      kind: 'excludes',
      id: `${id}-over`,
      subject: a,
      conflict: b,
      confirm: ask(names?.a ?? '{name}', names?.b ?? '{other}'),
    },
    {
      kind: 'excludes',
      id: `${id}-back`,
      subject: b,
      conflict: a,
      confirm: ask(names?.b ?? '{name}', names?.a ?? '{other}'),
    },
  ]
}

/** The replace-group warnings of creator.md section 8, for the platforms that have both groups. */
function replaceRules(platform: PlatformSeed, options: OptionSeed[]): Rule[] {
  const find = (name: string) => options.find((o) => o.name === name)
  const rules: Rule[] = []
  // The RGB kit lights through its own diffuser strip, which takes the place of LED strips and of a trim.
  const rgb = find('RGB Lighting')
  for (const other of [find('LED Running Lights'), find('Trim')]) {
    if (!rgb || !other) continue
    rules.push(
      ...replacePair(
        `rgb-lighting-${other.name.toLowerCase().replace(/ /g, '-')}`,
        on(rgb),
        on(other),
        `RGB Lighting cannot be combined with ${other.name}.`,
        { a: 'RGB Lighting', b: other.name },
      ),
    )
  }
  const advancedBack = find('Advanced Back')
  if (platform.slug === 'xbox-series-x' && advancedBack)
    rules.push(
      ...replacePair(
        'advanced-back-mods',
        on(advancedBack),
        MODS,
        'Back Buttons cannot be combined with Mods on Xbox Series X.',
        { a: 'Back Buttons', b: 'Mods' },
      ),
    )
  const backShell = find('Back Shell')
  const paddles = find('Paddles')
  if (backShell && paddles)
    rules.push(
      ...replacePair(
        'back-shell-paddles',
        on(backShell),
        on(paddles),
        'A new back shell removes the back buttons attachment.',
        { a: 'a new back shell', b: 'the Paddles' },
      ),
    )
  const triggers = find('Triggers')
  const grips = find('Grip Panels')
  const mechanical = triggers?.maps?.trigger?.mechanicalTriggerId
  const standardGrips = grips?.values.filter((v) => v.group === 'Standard Grip Panels').map((v) => v.id) ?? []
  if (triggers && grips && mechanical && standardGrips.length)
    rules.push(
      ...replacePair(
        'performance-trigger-grip-panels',
        { on: 'option', option: triggers.id, values: [mechanical] },
        { on: 'option', option: grips.id, values: standardGrips },
        'The performance triggers with trigger stops need performance grip panels.',
      ),
    )
  const trim = find('Trim')
  const body = find('Body')
  const exclusive = body?.values.filter((v) => v.group === 'Exclusive Designs').map((v) => v.id) ?? []
  if (trim && body && exclusive.length)
    rules.push(
      ...replacePair(
        'trim-exclusive-body',
        on(trim),
        { on: 'option', option: body.id, values: exclusive },
        'Trims cannot be combined with Exclusive Design bodies.',
        { a: 'a trim', b: 'the Exclusive Design body' },
      ),
    )
  return rules
}

/** PlayStation's own colour bodies (creator.md section 5: on PS5 many values depend on them). */
const PS5_COLOUR_BODIES = [
  'Midnight Black',
  'Cosmic Red',
  'Galactic Purple',
  'Nova Pink',
  'Starlight Blue',
  'Grey Camouflage',
]

/** Values hidden by the configuration, and prices that depend on it. */
function visibilityAndPriceRules(platform: PlatformSeed, catalog: Catalog, options: OptionSeed[]): Rule[] {
  const find = (name: string) => options.find((o) => o.name === name)
  const rules: Rule[] = []
  const rapid = options.find((o) => o.template === 'rapid-fire')
  const sda = catalog.options.find((o) => o.id === SAME_DAY_ASSEMBLY_OPTION_ID && o.platforms.includes(platform.slug))
  const hasMacros = catalog.macros.some((m) => m.platforms.includes(platform.slug))
  const busy = [...(rapid ? [on(rapid)] : []), ...(hasMacros ? [MACROS] : [])]
  if (sda && busy.length)
    rules.push({
      kind: 'hides',
      id: 'no-same-day-assembly-with-rapid-fire-or-macros',
      target: { option: sda.id },
      when: busy,
      reason: 'Same Day Assembly is not available for controllers with Rapid Fire or macros.',
    })
  const triggers = find('Triggers')
  const grips = find('Grip Panels')
  const mechanical = triggers?.maps?.trigger?.mechanicalTriggerId
  const performanceGrips = grips?.values.filter((v) => v.group === PERFORMANCE_GRIP_GROUP).map((v) => v.id) ?? []
  if (triggers && grips && mechanical && performanceGrips.length)
    rules.push({
      kind: 'hides',
      id: 'performance-grips-need-the-performance-trigger',
      target: { option: grips.id, values: performanceGrips },
      unless: [{ on: 'option', option: triggers.id, values: [mechanical] }],
      reason: 'Performance Grip Panels come with the performance triggers: choose those triggers first.',
    })
  const body = find('Body')
  const touchpad = find('Touchpad')
  const performance = find('Performance Package')
  const macroRemap = find('Macro Remap')
  const backShell = find('Back Shell')
  const advancedBack = find('Advanced Back')
  if (platform.slug === 'ps5' && body && touchpad) {
    const colourBodies = body.values.filter((v) => PS5_COLOUR_BODIES.includes(v.name)).map((v) => v.id)
    const premium = touchpad.values.filter((v) => /chrome|clear/i.test(v.name)).map((v) => v.id)
    if (colourBodies.length && premium.length)
      rules.push({
        kind: 'hides',
        id: 'premium-touchpads-not-on-colour-bodies',
        target: { option: touchpad.id, values: premium },
        when: [{ on: 'option', option: body.id, values: colourBodies }],
        reason: 'Not available with the PlayStation colour bodies: their touchpad is moulded to match.',
      })
  }
  if (platform.slug === 'ps5' && performance && macroRemap)
    rules.push({
      kind: 'hides',
      id: 'performance-package-in-macro-remap',
      target: { option: performance.id },
      when: [on(macroRemap)],
      reason: "Performance Package is included in the Macro Remap option you've selected",
    })
  if (platform.slug === 'ps5' && performance && advancedBack && backShell)
    rules.push({
      kind: 'prices',
      id: 'back-shell-free-with-performance-package-and-advanced-back',
      target: { option: backShell.id },
      when: [on(performance), on(advancedBack)],
      price: 0,
    })
  const white = backShell?.values.find((v) => /white/i.test(v.name))
  if (platform.slug === 'ps4' && macroRemap && backShell && white)
    rules.push({
      kind: 'prices',
      id: 'white-shell-free-with-macro-remap',
      target: { option: backShell.id, values: [white.id] },
      when: [on(macroRemap)],
      price: 0,
    })
  return rules
}

/**
 * LED Running Lights: the left and right colour lists show only while the enable checkbox is on (a colour
 * chosen before comes back with it); turning it on lights a side that has no colour yet in the first one.
 */
function ledSideRules(led: OptionSeed, sides: Array<OptionSeed | undefined>): Rule[] {
  return sides.flatMap((side): Rule[] => {
    // The first colour that can be bought: a rule never leads to a sold-out value (the rule lint checks it).
    const first = side?.values.find((v) => !v.isDefault && isStockEnough(v.stock, v.stockPolicy, 1))
    if (!side || !first) return []
    const id = side.name.toLowerCase().replace(/ /g, '-')
    return [
      {
        kind: 'hides',
        id: `${id}-needs-led-lights`,
        target: { option: side.id },
        unless: [on(led)],
        reason: 'Add LED Running Lights to choose their colours.',
      },
      {
        kind: 'sets',
        id: `${id}-lights-up`,
        subject: on(led),
        set: [{ option: side.id, value: first.id }],
        unless: on(side),
      },
    ]
  })
}
