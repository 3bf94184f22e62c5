import { describe, expect, it } from 'vitest'
import { operatorsOf, type Resolved, sortProblem, whereProblem } from '../../../src/lib/query/where'

const FIELDS: Record<string, Resolved> = {
  name: { kind: 'text', hasMany: false },
  price: { kind: 'number', hasMany: false },
  status: { kind: 'select', hasMany: false },
  description: { kind: 'richText', hasMany: false },
  configuration: { kind: 'json', hasMany: false },
  images: { kind: 'container', hasMany: false },
  categories: { kind: 'relationship', hasMany: true },
  'label.name': { kind: 'text', hasMany: false, viaMany: true },
  document: { kind: 'polymorphic', hasMany: false },
  'document.value': { kind: 'reference', hasMany: false, viaMany: true },
}
const resolve = (path: string): Resolved => FIELDS[path] ?? { problem: `The path "${path}" cannot be queried.` }

describe('whereProblem', () => {
  it('lets through the filters a field kind answers, in and/or groups too', () => {
    expect(whereProblem({ name: { like: 'ps5' }, price: { greater_than: '1' } }, resolve)).toBeNull()
    expect(
      whereProblem({ or: [{ status: { equals: 'active' } }, { and: { 0: { categories: { in: '1,2' } } } }] }, resolve),
    ).toBeNull()
    expect(whereProblem(undefined, resolve)).toBeNull()
  })

  it('refuses operators a field kind cannot answer', () => {
    expect(whereProblem({ name: { near: '1,2' } }, resolve)).toMatch(/"near" does not apply to "name"/)
    expect(whereProblem({ status: { like: 'a' } }, resolve)).toMatch(/"like" does not apply/)
    expect(whereProblem({ description: { like: 'x' } }, resolve)).toMatch(/"like" does not apply/)
    expect(whereProblem({ categories: { all: '1' } }, resolve)).toMatch(/"all" does not apply/)
    expect(whereProblem({ categories: { contains: '1' } }, resolve)).toBeNull()
    expect(operatorsOf({ kind: 'relationship', hasMany: false })).not.toContain('contains')
    expect(whereProblem({ images: { exists: 'true' } }, resolve)).toMatch(/cannot be filtered/)
    expect(whereProblem({ document: { in: '1' } }, resolve)).toMatch(/cannot be filtered/)
    expect(whereProblem({ or: [{ price: { like: '1' } }] }, resolve)).toMatch(/"like" does not apply to "price"/)
  })

  it('refuses a relationship id or a number that Postgres cannot read', () => {
    expect(whereProblem({ categories: { equals: 'x' } }, resolve)).toMatch(/must be a number/)
    expect(whereProblem({ categories: { in: '1,x' } }, resolve)).toMatch(/must be a number/)
    expect(whereProblem({ categories: { in: ['1', 2] } }, resolve)).toBeNull()
    expect(whereProblem({ categories: { equals: '2147483648' } }, resolve)).toMatch(/must be a number/)
    expect(whereProblem({ price: { greater_than: '1.5' } }, resolve)).toBeNull()
    expect(whereProblem({ price: { less_than: 'abc' } }, resolve)).toMatch(/must be a number/)
    expect(whereProblem({ categories: { exists: 'x' } }, resolve)).toBeNull()
    expect(whereProblem({ 'document.value': { in: '1' } }, resolve)).toMatch(/must be a number/)
    expect(whereProblem({ 'document.value': { in: [1, 2] } }, resolve)).toBeNull()
  })

  it('refuses unknown paths, a condition without an operator and a where that is not an object', () => {
    expect(whereProblem({ 'configuration.price.orderTotal': { greater_than: 0 } }, resolve)).toMatch(
      /cannot be queried/,
    )
    expect(whereProblem({ name: 'x' }, resolve)).toMatch(/needs an operator/)
    expect(whereProblem('x', resolve)).toMatch(/must be an object/)
  })

  it('never offers `all` (the Postgres adapter lacks it)', () => {
    for (const kind of ['text', 'select', 'number', 'date', 'relationship', 'json'] as const)
      expect(operatorsOf({ kind, hasMany: true })).not.toContain('all')
  })
})

describe('sortProblem', () => {
  it('sorts on plain values only', () => {
    expect(sortProblem('-price,name', resolve)).toBeNull()
    expect(sortProblem('configuration', resolve)).toMatch(/cannot be sorted/)
    expect(sortProblem(['categories'], resolve)).toMatch(/cannot be sorted/)
    expect(sortProblem('nope', resolve)).toMatch(/cannot be queried/)
    expect(sortProblem('label.name', resolve)).toMatch(/cannot be sorted/)
    expect(whereProblem({ 'label.name': { like: 'New' } }, resolve)).toBeNull()
  })
})
