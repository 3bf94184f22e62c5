import { describe, expect, it } from 'vitest'
import { forbiddenKeyIn, queryNameIsForbidden } from '../../../src/lib/forbidden-keys'

describe('forbiddenKeyIn', () => {
  it('finds __proto__, constructor and prototype as JSON.parse gives them, and where', () => {
    expect(forbiddenKeyIn(JSON.parse('{"notifications":{"__proto__":true}}'))).toEqual({
      key: '__proto__',
      at: 'notifications',
    })
    expect(forbiddenKeyIn(JSON.parse('{"constructor":{"prototype":1}}'))).toEqual({ key: 'constructor', at: '' })
    expect(forbiddenKeyIn(JSON.parse('{"a":[{"b":1},{"prototype":{}}]}'))).toEqual({ key: 'prototype', at: 'a.1' })
  })

  it('lets ordinary records and values that merely say the words through', () => {
    expect(forbiddenKeyIn({ name: '__proto__', list: ['constructor'], proto: 1, Constructor: 2 })).toBeNull()
    expect(forbiddenKeyIn(null)).toBeNull()
    expect(forbiddenKeyIn('prototype')).toBeNull()
  })

  it('walks a value 100,000 levels deep without recursion', () => {
    let value: unknown = JSON.parse('{"__proto__":1}')
    for (let i = 0; i < 100_000; i++) value = { a: value }
    expect(forbiddenKeyIn(value)?.key).toBe('__proto__')
  })
})

describe('queryNameIsForbidden', () => {
  it('refuses a prototype key as the name or a bracketed or dotted part of it', () => {
    for (const name of ['__proto__', 'where[__proto__]', 'a[constructor][x]', 'a.prototype'])
      expect(queryNameIsForbidden(name), name).toBe(true)
    for (const name of ['email', 'where[name][equals]', 'protos', 'constructors'])
      expect(queryNameIsForbidden(name), name).toBe(false)
  })
})
