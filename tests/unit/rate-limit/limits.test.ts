import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, envName, parseLimit, RATE_BUCKETS, rulesFor } from '../../../src/server/rate-limit/limits'

describe('rate limit rules', () => {
  it('reads "{points}/{seconds}" and "off"', () => {
    expect(parseLimit('10/900')).toEqual({ points: 10, seconds: 900 })
    expect(parseLimit(' 3 / 60 ')).toEqual({ points: 3, seconds: 60 })
    expect(parseLimit('OFF')).toBe('off')
  })

  it.each(['', '10', '10/', '/900', '0/900', '10/0', '-1/60', '1.5/60', '10/900/1', 'ten/900'])(
    'refuses %j with the variable named',
    (text) => {
      expect(() => parseLimit(text, 'RATE_LIMIT_LOGIN')).toThrow(/RATE_LIMIT_LOGIN must be/)
    },
  )

  it("names each rule's variable after it", () => {
    expect(envName('login-address')).toBe('RATE_LIMIT_LOGIN_ADDRESS')
    expect(envName('add-configuration')).toBe('RATE_LIMIT_ADD_CONFIGURATION')
  })

  it('gives the defaults when nothing is set, and every bucket has a rule', () => {
    for (const bucket of RATE_BUCKETS) expect(rulesFor(bucket, {})).toEqual(DEFAULT_RULES[bucket])
    expect(rulesFor('login', {}).map((r) => [r.name, r.by, r.points, r.seconds])).toEqual([
      ['login', 'address+key', 10, 900],
      ['login-address', 'address', 20, 900],
    ])
  })

  it('replaces one rule from the environment, leaves out a rule turned off, ignores an empty value', () => {
    const env = { RATE_LIMIT_LOGIN: '3/60', RATE_LIMIT_LOGIN_ADDRESS: 'off', RATE_LIMIT_REVIEW: ' ' }
    expect(rulesFor('login', env)).toEqual([{ name: 'login', by: 'address+key', points: 3, seconds: 60 }])
    expect(rulesFor('review', env)).toEqual(DEFAULT_RULES.review)
  })

  it('rule names are unique (each is a counter prefix and a variable)', () => {
    const names = RATE_BUCKETS.flatMap((b) => DEFAULT_RULES[b].map((r) => r.name))
    expect(new Set(names).size).toBe(names.length)
  })
})
