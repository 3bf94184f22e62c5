import { describe, expect, it } from 'vitest'
import {
  CONTINUE_LABELS,
  CREATOR_NOT_READY,
  continueLabel,
  creatorNotReady,
  isWishlistVariant,
  showsWishlistControl,
  WISHLIST_MODAL,
  WISHLIST_VARIANTS,
} from '../../../src/lib/wishlist'
import { basketLineTarget } from '../../../src/lib/wishlist/basket-line'

const UID = 'AbCdEfGhIjKlMnOpQrStUv'

describe('the wish list button’s variants (storefront.md section 4)', () => {
  it('has the spec’s five (creator, basket line, review, compare list, product card) and the product page', () => {
    expect([...WISHLIST_VARIANTS].sort()).toEqual(['card', 'compare', 'creator', 'line', 'page', 'review'])
    for (const variant of WISHLIST_VARIANTS) expect(isWishlistVariant(variant)).toBe(true)
    for (const other of ['', 'Card', 'shelf', null, undefined, 3]) expect(isWishlistVariant(other)).toBe(false)
  })

  it('a basket line shows the add control only when the item is not already listed; the others always show', () => {
    expect(showsWishlistControl('line', false)).toBe(true)
    expect(showsWishlistControl('line', true)).toBe(false)
    for (const variant of WISHLIST_VARIANTS.filter((v) => v !== 'line')) {
      expect(showsWishlistControl(variant, false)).toBe(true)
      expect(showsWishlistControl(variant, true)).toBe(true)
    }
  })

  it('the success modal’s safe choice: Continue Comparing Products on the compare list, else Continue Shopping', () => {
    expect(CONTINUE_LABELS).toEqual({ shopping: 'Continue Shopping', comparing: 'Continue Comparing Products' })
    expect(continueLabel('compare')).toBe('Continue Comparing Products')
    for (const variant of [...WISHLIST_VARIANTS.filter((v) => v !== 'compare'), null, undefined])
      expect(continueLabel(variant)).toBe('Continue Shopping')
    expect(WISHLIST_MODAL.continue).toBe(CONTINUE_LABELS.shopping)
  })
})

describe('the creator not ready', () => {
  it('can be saved exactly when it can be bought', () => {
    expect(creatorNotReady({ purchasable: true, enough: true, message: null })).toBeNull()
  })

  it('says why not: the creator’s stock message, or a message of its own', () => {
    const unsupported = 'Some components in this configuration are no longer supported'
    const soldOut = 'Some components in this configuration are out of stock'
    expect(creatorNotReady({ purchasable: false, enough: true, message: unsupported })).toBe(unsupported)
    expect(creatorNotReady({ purchasable: true, enough: false, message: soldOut })).toBe(soldOut)
    expect(creatorNotReady({ purchasable: false, enough: false, message: null })).toBe(CREATOR_NOT_READY)
  })
})

describe('what a basket line saves', () => {
  it('a product line: its product', () => {
    expect(basketLineTarget({ type: 'product', id: 42, prototypeId: null })).toEqual({ productId: 42 })
  })

  it('a configured controller: its configuration by uid, with its base product when that is a product', () => {
    expect(basketLineTarget({ type: 'controller', id: UID, prototypeId: 7 })).toEqual({
      configurationId: UID,
      baseProductId: 7,
    })
    // The creator's own builds carry their uid as prototype: no base product.
    expect(basketLineTarget({ type: 'controller', id: UID, prototypeId: UID })).toEqual({ configurationId: UID })
    expect(basketLineTarget({ type: 'controller', id: UID, prototypeId: null })).toEqual({ configurationId: UID })
  })

  it('nothing for an id of the wrong kind (an old or edited basket)', () => {
    expect(basketLineTarget({ type: 'product', id: UID, prototypeId: null })).toBeNull()
    expect(basketLineTarget({ type: 'product', id: 0, prototypeId: null })).toBeNull()
    expect(basketLineTarget({ type: 'product', id: 2 ** 31, prototypeId: null })).toBeNull()
    expect(basketLineTarget({ type: 'controller', id: 42, prototypeId: null })).toBeNull()
    expect(basketLineTarget({ type: 'controller', id: 'short', prototypeId: null })).toBeNull()
  })
})
