import { describe, expect, it } from 'vitest'
import { ADMIN_HEADER_SOURCE, adminOnlyClientHints } from '../../../src/lib/routes/client-hints'

describe('adminOnlyClientHints', () => {
  const payloadRule = {
    source: '/:path*',
    headers: [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ],
  }
  const security = { source: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }
  const other = { source: '/:path*', headers: [{ key: 'X-Other', value: '1' }] }

  it("moves Payload's client-hint rule to the admin's paths", () => {
    expect(adminOnlyClientHints([security, payloadRule, other])).toEqual([
      security,
      { ...payloadRule, source: ADMIN_HEADER_SOURCE },
      other,
    ])
  })

  it('leaves rules without client hints alone', () => {
    expect(adminOnlyClientHints([security, other])).toEqual([security, other])
  })
})
