import type { Access, AccessArgs, FieldAccess, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  adminOrSelf,
  adminOrSelfField,
  allFields,
  allOf,
  anyField,
  anyOf,
  nobody,
  ownerFieldOf,
  ownerOf,
} from '../../../src/access'

type User = { id: number; role: 'customer' | 'merchandiser' | 'admin'; collection?: string }
const args = (user: User | null, extra: Partial<AccessArgs> = {}) =>
  ({ req: { user } as unknown as PayloadRequest, ...extra }) as AccessArgs
const fieldArgs = (user: User | null, doc?: Record<string, unknown>) =>
  ({ req: { user } as unknown as PayloadRequest, doc }) as Parameters<FieldAccess>[0]

const customer: User = { id: 7, role: 'customer' }
const admin: User = { id: 1, role: 'admin' }
const yes: Access = () => true
const no: Access = () => false
const where =
  (field: string): Access =>
  () => ({ [field]: { equals: 1 } })

describe('ownerOf', () => {
  it('matches the records whose owner field is the signed-in user; guests none', async () => {
    expect(await ownerOf('customer')(args(customer))).toEqual({ customer: { equals: 7 } })
    expect(await ownerOf('customer')(args(null))).toBe(false)
  })
})

describe('anyOf', () => {
  it('is true as soon as one rule is, without asking the rest', async () => {
    let asked = false
    const later: Access = () => {
      asked = true
      return true
    }
    expect(await anyOf(where('a'), yes, later)(args(null))).toBe(true)
    expect(asked).toBe(false)
  })

  it('joins the wheres with or, passes a single one through and is false when every rule is', async () => {
    expect(await anyOf(where('a'), no, where('b'))(args(null))).toEqual({
      or: [{ a: { equals: 1 } }, { b: { equals: 1 } }],
    })
    expect(await anyOf(no, where('a'))(args(null))).toEqual({ a: { equals: 1 } })
    expect(await anyOf(no, nobody)(args(null))).toBe(false)
    expect(await anyOf()(args(null))).toBe(false)
  })

  it('awaits async rules', async () => {
    expect(
      await anyOf(
        async () => false,
        async () => ({ a: { equals: 2 } }),
      )(args(null)),
    ).toEqual({
      a: { equals: 2 },
    })
  })
})

describe('allOf', () => {
  it('is false as soon as one rule is, without asking the rest', async () => {
    let asked = false
    const later: Access = () => {
      asked = true
      return true
    }
    expect(await allOf(where('a'), no, later)(args(null))).toBe(false)
    expect(asked).toBe(false)
  })

  it('joins the wheres with and, passes a single one through and is true when every rule is', async () => {
    expect(await allOf(where('a'), yes, where('b'))(args(null))).toEqual({
      and: [{ a: { equals: 1 } }, { b: { equals: 1 } }],
    })
    expect(await allOf(yes, where('a'))(args(null))).toEqual({ a: { equals: 1 } })
    expect(await allOf(yes, yes)(args(null))).toBe(true)
    expect(await allOf()(args(null))).toBe(true)
  })

  it('nests with anyOf', async () => {
    const rule = anyOf(no, allOf(where('a'), where('b')), where('c'))
    expect(await rule(args(null))).toEqual({
      or: [{ and: [{ a: { equals: 1 } }, { b: { equals: 1 } }] }, { c: { equals: 1 } }],
    })
  })
})

describe('adminOrSelf', () => {
  it('gives admins everyone, a user themself, a guest nothing', async () => {
    expect(await adminOrSelf(args(admin))).toBe(true)
    expect(await adminOrSelf(args(customer))).toEqual({ id: { equals: 7 } })
    expect(await adminOrSelf(args(null))).toBe(false)
  })
})

describe('field rules', () => {
  it('ownerFieldOf reads the owner from the document, as an id or populated', async () => {
    const rule = ownerFieldOf('customer')
    expect(await rule(fieldArgs(customer, { customer: 7 }))).toBe(true)
    expect(await rule(fieldArgs(customer, { customer: { id: 7, email: 'x' } }))).toBe(true)
    expect(await rule(fieldArgs(customer, { customer: '7' }))).toBe(true)
    expect(await rule(fieldArgs(customer, { customer: 8 }))).toBe(false)
    expect(await rule(fieldArgs(customer, { customer: null }))).toBe(false)
    expect(await rule(fieldArgs(null, { customer: null }))).toBe(false)
  })

  it('says no without a document (a query path being checked), even to a guest with no id', async () => {
    expect(await ownerFieldOf('customer')(fieldArgs(customer))).toBe(false)
    expect(await adminOrSelfField(fieldArgs(null))).toBe(false)
    expect(await adminOrSelfField(fieldArgs(null, {}))).toBe(false)
    expect(await adminOrSelfField(fieldArgs(customer))).toBe(false)
    expect(await adminOrSelfField(fieldArgs(admin))).toBe(true)
  })

  it('adminOrSelfField: a user reads their own record, admins every one', async () => {
    expect(await adminOrSelfField(fieldArgs(customer, { id: 7 }))).toBe(true)
    expect(await adminOrSelfField(fieldArgs(customer, { id: 8 }))).toBe(false)
    expect(await adminOrSelfField(fieldArgs(admin, { id: 8 }))).toBe(true)
  })

  it('anyField and allFields combine booleans in order', async () => {
    const t: FieldAccess = () => true
    const f: FieldAccess = async () => false
    expect(await anyField(f, t)(fieldArgs(null))).toBe(true)
    expect(await anyField(f, f)(fieldArgs(null))).toBe(false)
    expect(await allFields(t, f)(fieldArgs(null))).toBe(false)
    expect(await allFields(t, t)(fieldArgs(null))).toBe(true)
  })
})
