import { describe, expect, it } from 'vitest'
import { NO_NEWER_MODEL, newerModelOf } from '../../../src/creator/newer-model'

const ps5 = { slug: 'ps5', name: 'PS5', enabled: true, hardwares: [{ stock: 4 }] }

describe("'GET /creator/check-newer-model/{platform}': exists, inStock", () => {
  it('names the newer platform and its creator page while one of its hardwares is in stock', () => {
    expect(newerModelOf(ps5, '/PS5-Custom-Controller')).toEqual({
      exists: true,
      inStock: true,
      platform: { slug: 'ps5', name: 'PS5', path: '/PS5-Custom-Controller' },
    })
    expect(newerModelOf({ ...ps5, hardwares: [{ stock: 0 }, { stock: null }] }, null)).toMatchObject({
      exists: true,
      inStock: false,
    })
  })

  it('counts a platform without hardware inventory as built to order, so in stock', () => {
    expect(newerModelOf({ ...ps5, hardwares: [] }, null).inStock).toBe(true)
  })

  it('has no newer model without one, or when it is disabled', () => {
    expect(newerModelOf(null, null)).toEqual(NO_NEWER_MODEL)
    expect(newerModelOf({ ...ps5, enabled: false }, '/PS5-Custom-Controller')).toEqual(NO_NEWER_MODEL)
  })
})
