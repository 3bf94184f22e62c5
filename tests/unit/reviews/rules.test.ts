import { describe, expect, it } from 'vitest'
import { isAuthor, mayComment, mayDelete, mayEdit, mayModerate } from '../../../src/lib/reviews'

const customer = { id: 7, role: 'customer' as const, canComment: true }
const muted = { id: 8, role: 'customer' as const, canComment: false }
const admin = { id: 1, role: 'admin' as const, canComment: true }

describe('who may comment', () => {
  it('lets guests and customers with canComment write, not customers without it', () => {
    expect(mayComment(null)).toBe(true)
    expect(mayComment(undefined)).toBe(true)
    expect(mayComment(customer)).toBe(true)
    expect(mayComment({ id: 9, role: 'customer' })).toBe(true)
    expect(mayComment(muted)).toBe(false)
  })

  it('gives the Edit link only to the author who can comment', () => {
    expect(isAuthor(customer, { customer: 7 })).toBe(true)
    expect(isAuthor(customer, { customer: { id: 7 } })).toBe(true)
    expect(mayEdit(customer, { customer: 7 })).toBe(true)
    expect(mayEdit(customer, { customer: 8 })).toBe(false)
    expect(mayEdit(customer, { customer: null })).toBe(false)
    expect(mayEdit(muted, { customer: 8 })).toBe(false)
    expect(mayEdit(null, { customer: null })).toBe(false)
  })

  it('lets admins delete any review and moderate; authors delete their own', () => {
    expect(mayDelete(admin, { customer: 7 })).toBe(true)
    expect(mayDelete(customer, { customer: 7 })).toBe(true)
    expect(mayDelete(customer, { customer: 8 })).toBe(false)
    expect(mayDelete(muted, { customer: 8 })).toBe(false)
    expect(mayModerate(admin)).toBe(true)
    expect(mayModerate(customer)).toBe(false)
    expect(mayModerate(null)).toBe(false)
  })
})
