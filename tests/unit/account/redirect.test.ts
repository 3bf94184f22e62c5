import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '../../../src/lib/account'

const HOME = '/account/settings'

describe('redirect-url', () => {
  it('follows a path of this site, with its query and hash', () => {
    expect(safeRedirectPath('/order/step/1', HOME)).toBe('/order/step/1')
    expect(safeRedirectPath('/ps5?x=1#reviews', HOME)).toBe('/ps5?x=1#reviews')
    expect(safeRedirectPath('/a/../b', HOME)).toBe('/b')
  })
  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    ' /x',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, HOME)).toBe(HOME)
  })
  it('no value: the default', () => {
    expect(safeRedirectPath(null, HOME)).toBe(HOME)
    expect(safeRedirectPath(undefined, HOME)).toBe(HOME)
    expect(safeRedirectPath(`/${'x'.repeat(3000)}`, HOME)).toBe(HOME)
  })
})
