import { describe, expect, it } from 'vitest'
import { isAdmin, isStaff, ROLES } from '../../../src/lib/roles'

describe('roles', () => {
  it('has exactly customer, merchandiser and admin', () => {
    expect(ROLES).toEqual(['customer', 'merchandiser', 'admin'])
  })

  it.each([
    [null, false, false],
    [{ role: 'customer' as const }, false, false],
    [{ role: 'merchandiser' as const }, true, false],
    [{ role: 'admin' as const }, true, true],
  ])('%o: staff %s, admin %s', (user, staff, admin) => {
    expect(isStaff(user)).toBe(staff)
    expect(isAdmin(user)).toBe(admin)
  })
})
