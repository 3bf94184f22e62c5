import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_HOME,
  isAccountAreaPath,
  passwordResetHref,
  SIDEBAR_ITEMS,
  sidebarFor,
  signInHref,
} from '../../../src/lib/routes/account'

describe('account routes (account.md section 2)', () => {
  it('builds the sign-in page with redirect-url and the tab hash', () => {
    expect(signInHref()).toBe('/account/sign-in#login')
    expect(signInHref('/account/settings?x=1')).toBe(
      '/account/sign-in?redirect-url=%2Faccount%2Fsettings%3Fx%3D1#login',
    )
    expect(signInHref(undefined, 'register')).toBe('/account/sign-in#register')
  })

  it('builds the reset page with the e-mail', () => {
    expect(passwordResetHref('jane+x@example.com')).toBe('/password/reset?email=jane%2Bx%40example.com')
    expect(passwordResetHref(null)).toBe('/password/reset')
  })

  it('knows which paths need a customer', () => {
    for (const path of ['/account', '/account/settings', '/account/shipping-addresses'])
      expect([path, isAccountAreaPath(path)]).toEqual([path, true])
    for (const path of ['/account/sign-in', '/account/logout', '/accounts', '/', '/password/reset'])
      expect([path, isAccountAreaPath(path)]).toEqual([path, false])
  })

  it("links only pages that exist, in the spec's order, My Settings first (the desktop landing page)", () => {
    expect(SIDEBAR_ITEMS.map((i) => i.label)).toEqual([
      'My Settings',
      'Purchase History',
      'Cancelled Orders',
      'Returns',
      'Shipping Addresses',
      'My Wish List',
      'Recently Viewed',
      'Referral Program',
    ])
    expect(SIDEBAR_ITEMS[0]?.href).toBe('/account/settings')
    expect(SIDEBAR_ITEMS.slice(1, 4).map((i) => i.href)).toEqual([
      '/account/orders/all',
      '/account/orders/canceled',
      '/account/orders/returns',
    ])
  })

  it('shows the Referral Program, tagged New, to affiliate members only (account.md section 6)', () => {
    const labels = (viewer: { isAffiliateMember: boolean } | null) => sidebarFor(viewer).map((i) => i.label)
    expect(labels({ isAffiliateMember: true })).toContain('Referral Program')
    expect(labels({ isAffiliateMember: false })).not.toContain('Referral Program')
    expect(labels(null)).not.toContain('Referral Program')
    expect(SIDEBAR_ITEMS.find((i) => i.label === 'Referral Program')).toMatchObject({
      href: '/account/referral-program',
      tag: 'New',
    })
  })

  it('sends a signed-in customer to the purchase history', () => {
    expect(ACCOUNT_HOME).toBe('/account/orders/all')
  })
})
