import { describe, expect, it } from 'vitest'
import { depthCapOf, depthProblem, LIMIT_MESSAGES, MAX_DEPTH } from '../../../src/lib/request-limits'
import { unsafeTextPath } from '../../../src/lib/safe-text'

describe('depthProblem', () => {
  it('lets a whole number up to the cap through, and no depth at all', () => {
    for (const raw of [undefined, '0', '1', '2']) expect(depthProblem(raw, 2), String(raw)).toBeNull()
    expect(depthProblem('10', depthCapOf(true))).toBeNull()
  })

  it('names the cap past it', () => {
    expect(depthProblem('3', depthCapOf(false))).toBe('The depth may be at most 2.')
    expect(depthProblem('11', depthCapOf(true))).toBe('The depth may be at most 10.')
    expect(MAX_DEPTH).toEqual({ others: 2, staff: 10 })
  })

  it('refuses what is not a whole number: signs, fractions, exponents, lists, huge numbers', () => {
    for (const raw of ['-1', '1.5', '1e3', 'abc', '', ' 1', '99999999999999999999', ['1', '2'], { a: '1' }])
      expect(depthProblem(raw, 2), JSON.stringify(raw)).toBe('The depth must be a whole number from 0 to 2.')
  })
})

describe('LIMIT_MESSAGES', () => {
  it('names the cap in kB or MB', () => {
    expect(LIMIT_MESSAGES.replyTooLarge(10_000)).toBe(
      'The reply would be larger than 10 kB: ask for fewer records (limit) or less depth.',
    )
    expect(LIMIT_MESSAGES.replyTooLarge(8 * 1024 * 1024)).toMatch(/larger than 8 MB:/)
    expect(LIMIT_MESSAGES.forbiddenKey('request body', '__proto__', 'notifications')).toBe(
      'The request body holds the key "__proto__", which is not allowed (at "notifications").',
    )
    expect(LIMIT_MESSAGES.forbiddenKey('query', 'constructor')).toBe(
      'The query holds the key "constructor", which is not allowed.',
    )
  })
})

describe('unsafeTextPath (iterative since issue 50)', () => {
  it('finds the first unsafe key or value, in document order', () => {
    expect(unsafeTextPath({ a: 'ok', b: ['x', 'y\u0000'], c: '\uD800' })).toBe('b.1')
    expect(unsafeTextPath({ 'k\uD800': 1 })).toBe('k?')
    expect(unsafeTextPath('\u0000')).toBe('')
    expect(unsafeTextPath({ a: [1, null, true, 'fine'] })).toBeNull()
  })

  it('walks a value 100,000 levels deep without running out of stack', () => {
    let value: unknown = '\u0000'
    for (let i = 0; i < 100_000; i++) value = { a: value }
    expect(unsafeTextPath(value)?.split('.').length).toBe(100_000)
  })
})
