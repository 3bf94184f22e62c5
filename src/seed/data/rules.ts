import type { Rule, RuleSet, Selector } from '../../creator/rules/schema'
import { RULE_FORMAT_VERSION } from '../../creator/rules/schema'
import type { Catalog, OptionSeed } from './catalog'
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
    rules.push({
      kind: 'requires',
      id: 'led-lights-need-paddles',
      subject: on(led),
      requirement: [on(paddles)],
      message: 'Paddles have to be added to select LED Running Lights',
    })
  }
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
              'Macro Remap can only be combined with the White back shell. Adding Macro Remap will switch your back shell to White. Adjusted cost: {price} Would you like to proceed?',
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
      rules.push({
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
      })
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
  return { version: RULE_FORMAT_VERSION, rules }
}
