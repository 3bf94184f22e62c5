import { describe, expect, it } from 'vitest'
import type { CreatorCatalog } from '../../../src/creator/catalog'
import { lintRules, REACH_DEPTH } from '../../../src/creator/rules/lint'
import type { Rule } from '../../../src/creator/rules/schema'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'
import { PLATFORM_SEEDS } from '../../../src/seed/data/platforms'
import { ID, PS5_RULES, ps5Catalog, V } from './fixture'

const CONFIRM = { message: 'Are you sure?', yes: 'YES', no: 'NO' }

/** The fixture's PS5 rules plus `extra`, with `tweak` applied to the catalog. */
function withRules(extra: Rule[], tweak: (c: CreatorCatalog) => void = () => {}): CreatorCatalog {
  const catalog = ps5Catalog({ rules: { version: 1, rules: [...PS5_RULES, ...extra] } })
  tweak(catalog)
  return catalog
}

const messages = (catalog: CreatorCatalog) => lintRules(catalog).problems.map((p) => p.message)

describe('rule lint on the demo platforms', () => {
  it.each(PLATFORM_SEEDS.map((p) => p.slug))('passes on %s', (slug) => {
    expect(lintRules(creatorCatalogFromSeed(slug))).toEqual({ ok: true, problems: [] })
  })

  it('passes on the PS5 fixture', () => {
    expect(lintRules(ps5Catalog())).toEqual({ ok: true, problems: [] })
  })
})

describe('rule lint on broken rule sets', () => {
  it('finds a hides rule that hides the default value and one that hides every value for good', () => {
    const found = messages(
      withRules([
        { kind: 'hides', id: 'no-white-body', target: { option: ID.body, values: [V.white.id] }, reason: 'Gone.' },
        { kind: 'hides', id: 'no-red-body', target: { option: ID.body, values: [V.cosmicRed.id] }, reason: 'Never.' },
      ]),
    )
    expect(found).toContain(
      'The default configuration has "White" for option "Body", but the rules hide it there ("Gone."). Change the rule or the default value.',
    )
    expect(
      found.some(
        (m) => m.startsWith('Value "Cosmic Red" of option "Body" can never be chosen') && m.includes('"Never."'),
      ),
    ).toBe(true)
  })

  it('names an agreement option that is not a checkbox', () => {
    const catalog = withRules([])
    catalog.rules = { ...catalog.rules, agreement: { option: ID.body } }
    expect(messages(catalog)).toContain(
      'The agreement names option "Body", which is not a checkbox option of ps5. Pick the checkbox option that holds the agreement.',
    )
  })

  it('names an unknown option id and the rule that uses it', () => {
    const report = lintRules(
      withRules([
        {
          kind: 'requires',
          id: 'ghost-needs-rapid-fire',
          subject: { on: 'option', option: 999 },
          requirement: [{ on: 'option', option: ID.rapidFire }],
          message: 'Rapid Fire first.',
        },
      ]),
    )
    expect(report.ok).toBe(false)
    expect(report.problems).toEqual([
      {
        ruleId: 'ghost-needs-rapid-fire',
        message:
          'Rule "ghost-needs-rapid-fire" names option 999, which does not exist on ps5. Pick an option of this platform or delete the rule.',
      },
    ])
  })

  it('names a value that belongs to another option, an unknown mod, and a family the platform lacks', () => {
    const found = messages(
      withRules([
        {
          kind: 'excludes',
          id: 'red-over-gold',
          subject: { on: 'option', option: ID.body, values: [V.redShell.id] },
          conflict: { on: 'mods', ids: [42] },
          confirm: CONFIRM,
        },
        {
          kind: 'requires',
          id: 'macros-need-rapid-fire',
          subject: { on: 'macros' },
          requirement: [{ on: 'option', option: ID.rapidFire }],
          message: 'Rapid Fire first.',
        },
      ]),
    )
    expect(found).toContain(
      'Rule "red-over-gold" names value "Red" (21) for option "Body", but that value belongs to option "Back Shell". Pick a value of "Body".',
    )
    expect(found).toContain(
      'Rule "red-over-gold" names mod 42, which does not exist on ps5. Pick a mod of this platform or delete the rule.',
    )
    expect(found).toContain(
      'Rule "macros-need-rapid-fire" is about macros, but ps5 has no macros. Add macros to the platform or delete the rule.',
    )
  })

  it('finds a requires whose requirement is removed by an excludes rule whenever its subject is chosen', () => {
    const report = lintRules(
      withRules([
        {
          kind: 'requires',
          id: 'sda-needs-rapid-fire',
          subject: { on: 'option', option: ID.sda },
          requirement: [{ on: 'option', option: ID.rapidFire }],
          message: 'Rapid Fire has to be added to select Same Day Assembly',
        },
        {
          kind: 'excludes',
          id: 'sda-over-rapid-fire',
          subject: { on: 'option', option: ID.sda },
          conflict: { on: 'option', option: ID.rapidFire },
          confirm: CONFIRM,
        },
      ]),
    )
    expect(report.ok).toBe(false)
    expect(report.problems).toContainEqual({
      ruleId: 'sda-needs-rapid-fire',
      message:
        'Rule "sda-needs-rapid-fire" lets option "Same Day Assembly" be chosen only together with option "Rapid Fire", ' +
        'but rule "sda-over-rapid-fire" removes that requirement whenever option "Same Day Assembly" is chosen, so it ' +
        'can never be chosen. Delete one of the two rules or change what they name.',
    })
    // The search agrees: nobody can ever check Same Day Assembly.
    expect(report.problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(
        /^The subject of rule "sda-needs-rapid-fire" \(option "Same Day Assembly"\) can never be chosen/,
      ),
    )
  })

  it('finds an excludes rule that makes a thing exclude itself', () => {
    const report = lintRules(
      withRules([
        {
          kind: 'excludes',
          id: 'mods-over-jump-shot',
          subject: { on: 'mods' },
          conflict: { on: 'mods', ids: [1] },
          confirm: CONFIRM,
        },
      ]),
    )
    expect(report.ok).toBe(false)
    expect(report.problems).toContainEqual({
      ruleId: 'mods-over-jump-shot',
      message:
        'Rule "mods-over-jump-shot" makes any mod exclude itself: choosing it would ask to remove what was just ' +
        'chosen. Name two different things in the rule, or delete it.',
    })
  })

  it('finds a value no sequence of choices can select because of a rule', () => {
    const report = lintRules(
      withRules(
        [
          {
            kind: 'requires',
            id: 'gold-buttons-need-nova-pink',
            subject: { on: 'option', option: ID.buttons, values: [V.goldButtons.id] },
            requirement: [{ on: 'option', option: ID.body, values: [V.soldOutBody.id] }],
            message: 'Chrome Gold buttons come with the Nova Pink body only.',
          },
        ],
        // Nova Pink is no longer offered, so Chrome Gold buttons can never be chosen.
        (c) => {
          const pink = c.options.find((o) => o.id === ID.body)?.values.find((v) => v.id === V.soldOutBody.id)
          if (pink) pink.isDisabled = true
        },
      ),
    )
    expect(report.ok).toBe(false)
    expect(report.problems).toContainEqual({
      ruleId: 'gold-buttons-need-nova-pink',
      message:
        `Value "Chrome Gold" of option "Buttons" can never be chosen: no sequence of up to ${REACH_DEPTH} choices from the ` +
        'default configuration selects it. The creator answers: "Chrome Gold buttons come with the Nova Pink body ' +
        'only.". Check rule "gold-buttons-need-nova-pink".',
    })
  })

  it('reaches values that need two steps first (LED lights need paddles, paddles need Rapid Fire)', () => {
    const catalog = creatorCatalogFromSeed('ps5-edge')
    expect(catalog.rules.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['paddles-need-rapid-fire', 'led-lights-need-paddles']),
    )
    expect(lintRules(catalog).ok).toBe(true)
  })

  it('finds a default configuration that breaks a rule', () => {
    const report = lintRules(
      withRules([
        {
          kind: 'excludes',
          id: 'white-body-over-black-buttons',
          subject: { on: 'option', option: ID.body, values: [V.white.id] },
          conflict: { on: 'option', option: ID.buttons, values: [V.blackButtons.id] },
          confirm: CONFIRM,
        },
      ]),
    )
    expect(report.ok).toBe(false)
    expect(report.problems).toContainEqual({
      ruleId: 'white-body-over-black-buttons',
      message:
        'The default configuration breaks rule "white-body-over-black-buttons": it has both option "Body" set to ' +
        '"White" and option "Buttons" set to "Black". Change the default values so they are not both chosen.',
    })
  })

  it('finds a requires rule broken by the default configuration, and rules that never settle', () => {
    const found = messages(
      withRules([
        {
          kind: 'requires',
          id: 'black-buttons-need-rapid-fire',
          subject: { on: 'option', option: ID.buttons, values: [V.blackButtons.id] },
          requirement: [{ on: 'option', option: ID.rapidFire }],
          message: 'Rapid Fire first.',
        },
      ]),
    )
    expect(found).toContain(
      'The default configuration breaks rule "black-buttons-need-rapid-fire": it has option "Buttons" set to "Black" ' +
        'without option "Rapid Fire". Change the default values so the default configuration obeys the rule.',
    )
    expect(found).toContain(
      'Rule "black-buttons-need-rapid-fire" would have to clear option "Buttons" set to "Black", but clearing an ' +
        'option returns it to its default value "Black", which still matches the rule, so the rules never settle. ' +
        'Remove "Black" from the rule\'s values.',
    )
    // The engine itself gives up; the lint reports it instead of crashing.
    expect(found).toContainEqual(expect.stringMatching(/^The rules do not settle after .*Creator rules do not settle/))
  })

  it('finds a sets rule that sets a value of another option, or a checkbox state on an option with values', () => {
    const found = messages(
      withRules([
        {
          kind: 'sets',
          id: 'gold-buttons-set-red-body',
          subject: { on: 'option', option: ID.buttons, values: [V.goldButtons.id] },
          set: [
            { option: ID.body, value: V.redShell.id },
            { option: ID.backShell, value: true },
          ],
        },
      ]),
    )
    expect(found).toEqual([
      'Rule "gold-buttons-set-red-body" sets option "Body" to value 21, which is not one of its values (it is "Red" ' +
        'of another option). Pick a value of "Body".',
      'Rule "gold-buttons-set-red-body" sets option "Back Shell" to checked, but that option has values, not a ' +
        'checkbox. Name one of its values instead.',
    ])
  })

  it('finds a resetsOnUncheck rule aimed at a checkbox', () => {
    const report = lintRules(
      withRules([
        {
          kind: 'resetsOnUncheck',
          id: 'rapid-fire-resets-mimic',
          subject: { on: 'option', option: ID.rapidFire },
          targets: [ID.mimic],
        },
      ]),
    )
    expect(report.problems).toEqual([
      {
        ruleId: 'rapid-fire-resets-mimic',
        message:
          'Rule "rapid-fire-resets-mimic" resets option "Mimic Buttons" to its default value, but that option has ' +
          'no values (it is a checkbox). Remove "Mimic Buttons" from the targets, or use a "requires" rule to uncheck it.',
      },
    ])
  })
})
