import { describe, expect, it } from 'vitest'
import { isValidPath, isValidSlug, slugify } from '../../../src/lib/slug'

describe('slugs and paths', () => {
  it('makes slugs from names', () => {
    expect(slugify('PS5 Cosmic Red Modded Controller')).toBe('ps5-cosmic-red-modded-controller')
    expect(slugify('  Café — Édition!  ')).toBe('cafe-edition')
  })

  it('validates the platform slugs of the spec', () => {
    for (const slug of ['ps5', 'ps5-edge', 'xbox-series-x', 'xbox-elite', 'nintendo-switch', 'steam-deck']) {
      expect(isValidSlug(slug)).toBe(true)
    }
    for (const bad of ['PS5', 'ps5 edge', '-ps5', 'ps5-', 'ps5--edge', '', 'x'.repeat(121)]) {
      expect(isValidSlug(bad)).toBe(false)
    }
  })

  it('accepts the creator routes of the spec as page paths', () => {
    for (const path of [
      '/',
      '/PS5-Custom-Controller',
      '/controller-creator/build-your-own-ps4-controller',
      '/warranty',
    ]) {
      expect(isValidPath(path)).toBe(true)
    }
    for (const bad of ['PS5', '/a b', '//x', '/x/', 'https://evil.example/x', '/../etc']) {
      expect(isValidPath(bad)).toBe(false)
    }
  })
})
