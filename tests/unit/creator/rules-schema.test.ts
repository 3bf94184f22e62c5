import { describe, expect, it } from 'vitest'
import { ruleSetSchema } from '../../../src/creator/rules/schema'
import { describeZodError } from '../../../src/lib/zod-field'
import { PS5_RULES } from './fixture'

describe('rule format v1', () => {
  it('accepts the PS5 rules of the fixture', () => {
    expect(ruleSetSchema.safeParse({ version: 1, rules: PS5_RULES }).success).toBe(true)
  })

  it.each([
    [{ version: 2, rules: [] }, /version/],
    [
      { version: 1, rules: [{ kind: 'requires', id: 'x', subject: { on: 'mods' }, requirement: [], message: 'm' }] },
      /requirement/,
    ],
    [{ version: 1, rules: [{ kind: 'explodes', id: 'x' }] }, /kind/],
    [
      { version: 1, rules: [{ kind: 'resetsOnUncheck', id: 'Bad Id', subject: { on: 'mods' }, targets: [1] }] },
      /lower-case/,
    ],
    [
      {
        version: 1,
        rules: [
          {
            kind: 'excludes',
            id: 'x',
            subject: { on: 'option', option: 0 },
            conflict: { on: 'mods' },
            confirm: { message: 'm', yes: 'y', no: 'n' },
          },
        ],
      },
      /option/,
    ],
    [{ version: 1, rules: [PS5_RULES[0], PS5_RULES[0]] }, /duplicate rule id/],
    [
      { version: 1, rules: [{ kind: 'prices', id: 'x', target: { option: 1 }, when: [{ on: 'mods' }], price: -1 }] },
      /price/,
    ],
    [{ version: 1, rules: [{ kind: 'prices', id: 'x', target: { option: 1 }, when: [], price: 0 }] }, /when/],
    [{ version: 1, rules: [{ kind: 'hides', id: 'x', target: { option: 1, values: [] }, reason: 'r' }] }, /values/],
    [{ version: 1, rules: [{ kind: 'hides', id: 'x', target: { option: 1 }, reason: '' }] }, /reason/],
    [{ version: 1, agreement: { option: 'ten' }, rules: [] }, /agreement/],
  ])('refuses %j with a message naming the fault', (set, message) => {
    const result = ruleSetSchema.safeParse(set)
    expect(result.success).toBe(false)
    if (!result.success) expect(describeZodError(result.error, 'Rule set')).toMatch(message)
  })
})
