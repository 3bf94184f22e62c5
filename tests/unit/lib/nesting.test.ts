import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { graphqlTextTooDeep, jsonTextTooDeep, valueTooDeep } from '../../../src/lib/nesting'

const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}[]${'}'.repeat(levels - 1)}`

describe('jsonTextTooDeep', () => {
  it('counts objects and arrays inside each other', () => {
    expect(jsonTextTooDeep(nested(32), 32)).toBe(false)
    expect(jsonTextTooDeep(nested(33), 32)).toBe(true)
    expect(jsonTextTooDeep('[[[]],[[]]]', 3)).toBe(false)
    expect(jsonTextTooDeep('[[[[]]]]', 3)).toBe(true)
    expect(jsonTextTooDeep('"x"', 0)).toBe(false)
  })

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(`{"a":"${'{['.repeat(100)}"}`, 1)).toBe(false)
    expect(jsonTextTooDeep(`{"a":"\\"{{{{","b":"\\\\"}`, 1)).toBe(false)
    expect(jsonTextTooDeep(`{"a":"\\\\",  "b":{"c":{}}}`, 2)).toBe(true)
  })

  it('stops at 8,000 levels without a stack (the probe)', () => {
    expect(jsonTextTooDeep(nested(8000), 32)).toBe(true)
    expect(jsonTextTooDeep('['.repeat(1_000_000), 32)).toBe(true)
  })

  it('agrees with the parsed value on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, max) => {
        expect(jsonTextTooDeep(JSON.stringify(value), max)).toBe(valueTooDeep(value, max))
      }),
    )
  })
})

describe('valueTooDeep', () => {
  it('walks a value 100,000 levels deep without recursion', () => {
    let value: unknown = {}
    for (let i = 0; i < 100_000; i++) value = [value]
    expect(valueTooDeep(value, 32)).toBe(true)
    expect(valueTooDeep({ a: [1, { b: null }] }, 3)).toBe(false)
    expect(valueTooDeep({ a: [1, { b: {} }] }, 3)).toBe(true)
    expect(valueTooDeep('text', 0)).toBe(false)
  })
})

describe('graphqlTextTooDeep', () => {
  it('counts selections, arguments and input values', () => {
    expect(graphqlTextTooDeep('{ Products(where: { id: { in: [1] } }) { docs { id } } }', 6)).toBe(false)
    expect(graphqlTextTooDeep('{ Products(where: { id: { in: [1] } }) { docs { id } } }', 4)).toBe(true)
  })

  it('skips strings, block strings and comments', () => {
    expect(graphqlTextTooDeep('{ a(s: "{{{{\\"{{") }', 2)).toBe(false)
    expect(graphqlTextTooDeep('{ a(s: """{{{{ " {{""") }', 2)).toBe(false)
    expect(graphqlTextTooDeep('# {{{{{\n{ a }', 1)).toBe(false)
  })

  it('refuses 2,000 nested selections without a stack', () => {
    expect(graphqlTextTooDeep(`{ ${'a { '.repeat(2000)}b${' }'.repeat(2000)} }`, 64)).toBe(true)
  })
})
