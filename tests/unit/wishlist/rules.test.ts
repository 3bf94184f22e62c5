import { describe, expect, it } from 'vitest'
import {
  addedOn,
  addPath,
  isWishlistKey,
  keyOf,
  makeCache,
  makeStash,
  readCache,
  readStash,
  WISHLIST_API,
  WISHLIST_BUTTON,
  WISHLIST_CACHE_KEY,
  WISHLIST_CACHE_SECONDS,
  WISHLIST_CACHE_VERSION,
  WISHLIST_MESSAGES,
  WISHLIST_MODAL,
  WISHLIST_STASH_SECONDS,
  wishlistButtonText,
  wishlistFullMessage,
  withKey,
} from '../../../src/lib/wishlist'

const UID = 'AbCdEfGhIjKlMnOpQrStUv'
const NOW = Date.UTC(2025, 2, 12, 10, 0, 0)

describe('the spec’s words', () => {
  it('messages, confirmation and modal buttons', () => {
    expect(WISHLIST_MESSAGES.saved).toBe('Your configuration has been saved to the Wish List')
    expect(WISHLIST_MESSAGES.removed).toBe('Your configuration removed from the Wish List')
    expect(WISHLIST_MESSAGES.confirmRemove).toBe('Are you sure want to remove this item from your wish list?')
    expect(WISHLIST_MODAL.continue).toBe('Continue Shopping')
    expect(WISHLIST_MODAL.view).toBe('View Your List')
    expect(wishlistFullMessage(200)).toBe(
      'Your Wish List is full: it holds up to 200 items. Remove one to save another.',
    )
  })

  it('button: Save when not listed, In Your Wish List when listed, View Wish List when pointed at', () => {
    expect(WISHLIST_BUTTON).toEqual({ save: 'Save', listed: 'In Your Wish List', view: 'View Wish List' })
    expect(wishlistButtonText(false, false)).toBe('Save')
    expect(wishlistButtonText(false, true)).toBe('Save')
    expect(wishlistButtonText(true, false)).toBe('In Your Wish List')
    expect(wishlistButtonText(true, true)).toBe('View Wish List')
  })
})

describe('paths', () => {
  it('adds a product by id, a configuration by uid with or without its base product', () => {
    expect(addPath({ productId: 12 })).toBe('/api/add-to-wishlist/12')
    expect(addPath({ configurationId: UID, baseProductId: 7 })).toBe(`/api/add-to-wishlist/${UID}/7`)
    expect(addPath({ configurationId: UID })).toBe(`/api/add-to-wishlist/${UID}`)
    expect(keyOf({ productId: 12 })).toBe(12)
    expect(keyOf({ configurationId: UID })).toBe(UID)
    expect(WISHLIST_API.check(UID)).toBe(`/api/check-in-wishlist/${UID}`)
    expect(WISHLIST_API.remove(3)).toBe('/api/wishlist/3')
    expect(WISHLIST_API.toTop(3)).toBe('/api/wishlist/to-top/3')
  })

  it('keys are product ids or configuration uids', () => {
    expect(isWishlistKey(1)).toBe(true)
    expect(isWishlistKey(UID)).toBe(true)
    for (const bad of [0, -1, 1.5, 2 ** 31, 'short', '12', null, undefined, {}]) expect(isWishlistKey(bad)).toBe(false)
  })
})

describe('the browser cache {expiresIn, products, v}', () => {
  it('lives 1800 s', () => {
    expect(WISHLIST_CACHE_SECONDS).toBe(1800)
    expect(WISHLIST_CACHE_KEY).toBe('wishlist')
    const cache = makeCache([3, UID, 3], NOW)
    expect(cache).toEqual({
      expiresIn: NOW + 1800_000,
      products: [{ id: 3 }, { id: UID }],
      v: WISHLIST_CACHE_VERSION,
    })
    const text = JSON.stringify(cache)
    expect(readCache(text, NOW)).toEqual([3, UID])
    expect(readCache(text, NOW + 1799_999)).toEqual([3, UID])
    expect(readCache(text, NOW + 1800_000)).toBeNull()
  })

  it('is unread when absent, broken, of another version, of a bad shape or from the future', () => {
    for (const text of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ ...makeCache([1], NOW), v: WISHLIST_CACHE_VERSION + 1 }),
      JSON.stringify({ expiresIn: NOW + 1000, products: [{ id: 'x' }], v: WISHLIST_CACHE_VERSION }),
      JSON.stringify({ expiresIn: NOW + 1000, products: 'all', v: WISHLIST_CACHE_VERSION }),
      JSON.stringify(makeCache([1], NOW + 10 * 3600_000)),
    ])
      expect(readCache(text, NOW), String(text)).toBeNull()
  })

  it('adds and takes out a key, keeping its lifetime', () => {
    const cache = makeCache([1], NOW)
    expect(withKey(cache, 2, true)).toEqual({ ...cache, products: [{ id: 1 }, { id: 2 }] })
    expect(withKey(cache, 1, true)).toEqual(cache)
    expect(withKey(cache, 1, false)).toEqual({ ...cache, products: [] })
  })
})

describe('the after-login stash', () => {
  it('keeps the target a guest asked to save, for an hour', () => {
    for (const target of [{ productId: 5 }, { configurationId: UID, baseProductId: 9 }, { configurationId: UID }]) {
      const text = JSON.stringify(makeStash(target, NOW))
      expect(readStash(text, NOW + 1000)).toEqual({ target, variant: null })
      expect(readStash(text, NOW + WISHLIST_STASH_SECONDS * 1000 + 1)).toBeNull()
      expect(readStash(text, NOW - 1)).toBeNull()
    }
  })

  it('keeps the variant it came from (the compare list says Continue Comparing Products after sign-in)', () => {
    const target = { productId: 5 }
    expect(readStash(JSON.stringify(makeStash(target, NOW, 'compare')), NOW)).toEqual({ target, variant: 'compare' })
    expect(readStash(JSON.stringify(makeStash(target, NOW, 'line')), NOW)).toEqual({ target, variant: 'line' })
    // An unknown variant is no reason to drop the wish: it is saved, with the ordinary modal.
    expect(readStash(JSON.stringify({ target, at: NOW, variant: 'shelf' }), NOW)).toEqual({ target, variant: null })
  })

  it('ignores anything else', () => {
    for (const text of [null, 'x', '{}', JSON.stringify({ target: { productId: 'a' }, at: NOW })])
      expect(readStash(text, NOW)).toBeNull()
  })
})

it('shows the added date in UTC', () => {
  expect(addedOn('2025-03-12T23:30:00.000Z')).toBe('Mar 12, 2025')
  expect(addedOn('nonsense')).toBe('')
})
