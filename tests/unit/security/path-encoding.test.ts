import { describe, expect, it } from 'vitest'
import { isDecodablePath } from '../../../src/security/path-encoding'

describe('isDecodablePath', () => {
  it('accepts plain paths and valid %-encoding, including encoded slashes and UTF-8', () => {
    for (const path of ['/', '/store', '/product/scale-10', '/product/caf%C3%A9', '/a%2Fb', '/50%25', '/%20x'])
      expect(isDecodablePath(path), path).toBe(true)
  })

  it('refuses a % without two hex digits and bytes that are not UTF-8', () => {
    for (const path of ['/product/%E0%A4%A', '/%ZZ', '/blog/50%', '/a/%', '/%C3', '/%FF', '/ok/%E0%A4%A/ok'])
      expect(isDecodablePath(path), path).toBe(false)
  })
})
