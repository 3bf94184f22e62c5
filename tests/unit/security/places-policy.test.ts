import { describe, expect, it } from 'vitest'
import { BASE_POLICY, extendPolicy, securityHeaders } from '../../../src/security/headers'
import { PAYMENTS_POLICY } from '../../../src/security/payments-policy'
import { placesPolicyFrom } from '../../../src/security/places-policy'

// The place finder's part of the security headers (issue 34): the tile host in img-src, geolocation for this origin,
// only when it is configured; connect-src stays the store's own (geocoding goes through /api/places).

const headerOf = (name: string, env: Record<string, string>) =>
  securityHeaders(extendPolicy(BASE_POLICY, PAYMENTS_POLICY, ...placesPolicyFrom(env))).find((h) => h.key === name)
    ?.value ?? ''
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

const CONFIGURED = {
  GEOCODER_URL: 'https://photon.example',
  MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png',
}

describe('places policy', () => {
  it('adds nothing when the place finder is off: geolocation stays off, no tile host', () => {
    expect(placesPolicyFrom({})).toEqual([])
    expect(headerOf('Permissions-Policy', {})).toContain('geolocation=()')
    expect(directive(headerOf('Content-Security-Policy', {}), 'img-src')).not.toContain('https://*.tile.example.com')
  })

  it('allows the configured tile host’s images and geolocation for this origin only', () => {
    expect(placesPolicyFrom(CONFIGURED)).toEqual([
      { csp: { 'img-src': ['https://*.tile.example.com'] }, permissions: { geolocation: ['self'] } },
    ])
    const csp = headerOf('Content-Security-Policy', CONFIGURED)
    expect(directive(csp, 'img-src')).toContain('https://*.tile.example.com')
    expect(directive(csp, 'connect-src')).not.toContain('https://photon.example')
    expect(directive(csp, 'script-src')).not.toContain('https://*.tile.example.com')
    expect(headerOf('Permissions-Policy', CONFIGURED)).toContain('geolocation=(self)')
  })

  it('refuses to build with a half or malformed configuration', () => {
    expect(() => placesPolicyFrom({ GEOCODER_URL: 'https://photon.example' })).toThrow(/set both or neither/)
    expect(() => placesPolicyFrom({ ...CONFIGURED, MAP_TILE_URL: 'https://tile.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    )
  })
})
