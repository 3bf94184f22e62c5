import { describe, expect, it } from 'vitest'
import { analyticsPolicyFrom } from '../../../src/security/analytics-policy'
import { BASE_POLICY, extendPolicy } from '../../../src/security/headers'

describe('the tag manager’s Content-Security-Policy', () => {
  it('adds nothing without a (valid) container id: the policy is unchanged', () => {
    expect(analyticsPolicyFrom({})).toEqual([])
    expect(analyticsPolicyFrom({ TAG_MANAGER_URL: 'https://tags.example.com' })).toEqual([])
    expect(analyticsPolicyFrom({ TAG_MANAGER_ID: 'nope' })).toEqual([])
  })

  it('a self-hosted tag server (or the test peer): only its own host, for scripts, pixels and beacons', () => {
    const [extension] = analyticsPolicyFrom({
      TAG_MANAGER_ID: 'GTM-AB12CD',
      TAG_MANAGER_URL: 'https://tags.example.com',
    })
    expect(extension).toEqual({
      csp: {
        'script-src': ['https://tags.example.com'],
        'img-src': ['https://tags.example.com'],
        'connect-src': ['https://tags.example.com'],
      },
    })
    const policy = extendPolicy(BASE_POLICY, extension!)
    expect(policy.csp['frame-src']).toEqual(BASE_POLICY.csp['frame-src'])
    expect(policy.csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://tags.example.com'])
  })

  it('Google’s host: its tag hosts, and GA4’s collection hosts for beacons', () => {
    const [extension] = analyticsPolicyFrom({ TAG_MANAGER_ID: 'GTM-AB12CD' })
    expect(extension?.csp?.['script-src']).toEqual([
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ])
    expect(extension?.csp?.['connect-src']).toEqual([
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
    expect(extension?.csp?.['img-src']).toEqual(extension?.csp?.['connect-src'])
  })
})
