import { describe, expect, it } from 'vitest'
import { csrfOriginsFrom, serverUrlFrom } from '../../../src/security/origins'

describe('server URL and CSRF origins', () => {
  it('defaults to localhost on PORT', () => {
    expect(serverUrlFrom({})).toBe('http://localhost:3000')
    expect(serverUrlFrom({ PORT: '3100' })).toBe('http://localhost:3100')
  })

  it('takes PUBLIC_SERVER_URL as an origin', () => {
    expect(serverUrlFrom({ PUBLIC_SERVER_URL: 'https://shop.example/' })).toBe('https://shop.example')
    expect(serverUrlFrom({ PUBLIC_SERVER_URL: ' https://shop.example:8443/store ' })).toBe('https://shop.example:8443')
    expect(() => serverUrlFrom({ PUBLIC_SERVER_URL: 'shop.example' })).toThrow(/PUBLIC_SERVER_URL/)
    expect(() => serverUrlFrom({ PUBLIC_SERVER_URL: 'ftp://shop.example' })).toThrow(/http/)
  })

  it('allows the public origin, this machine on PORT and CSRF_ORIGINS, once each', () => {
    expect(csrfOriginsFrom({ PORT: '3100' })).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100'])
    expect(
      csrfOriginsFrom({
        PUBLIC_SERVER_URL: 'https://shop.example',
        CSRF_ORIGINS: 'https://www.shop.example, ,https://admin.shop.example/,https://shop.example',
      }),
    ).toEqual([
      'https://shop.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://www.shop.example',
      'https://admin.shop.example',
    ])
    expect(() => csrfOriginsFrom({ CSRF_ORIGINS: 'evil' })).toThrow(/CSRF_ORIGINS/)
  })
})
