// The wish list's pure rules (storefront.md sections 3, 4, 5 and 9; account.md sections 2 and 9): its words, its
// limits, what the browser keeps (the 30-minute list of saved ids and the item stashed for after sign-in) and the
// calls' paths. No framework import: the plugin, the islands and the tests share it. No validation library either:
// this module runs in the browser on every page that shows a product card (docs/caching.md, "Lighter JavaScript").
import { isRecord } from '../is-record'
import { CONTINUE_LABELS, isWishlistVariant, type WishlistVariant } from './variants'

export * from './variants'

export const WISHLIST_MESSAGES = {
  /** storefront.md section 4: the success modal. */
  saved: 'Your configuration has been saved to the Wish List',
  /** A second add of the same item: success, saying so. */
  already: 'This item is already in your Wish List',
  /** storefront.md section 4: the removal modal. */
  removed: 'Your configuration removed from the Wish List',
  /** storefront.md section 5: the delete confirmation. */
  confirmRemove: 'Are you sure want to remove this item from your wish list?',
  movedToTop: 'Moved to the top of your Wish List',
  notListed: 'This item is not in your Wish List.',
  productMissing: 'This product does not exist or is no longer sold.',
  discontinued: 'This product is discontinued and can no longer be saved to the Wish List.',
  configurationMissing: 'This configuration does not exist.',
  empty: 'Your Wish List is empty.',
} as const

/** A customer keeps at most this many items (a row each; the page shows them all). */
export const MAX_WISHLIST_ITEMS = 200

export const wishlistFullMessage = (max = MAX_WISHLIST_ITEMS) =>
  `Your Wish List is full: it holds up to ${max} items. Remove one to save another.`

/** The button's texts (storefront.md section 4, "Wish list button"). */
export const WISHLIST_BUTTON = { save: 'Save', listed: 'In Your Wish List', view: 'View Wish List' } as const

/** 'Save' when not listed; 'In Your Wish List' when listed; 'View Wish List' while hovered or focused when listed. */
export function wishlistButtonText(listed: boolean, pointing: boolean): string {
  if (!listed) return WISHLIST_BUTTON.save
  return pointing ? WISHLIST_BUTTON.view : WISHLIST_BUTTON.listed
}

/** The success modal's buttons (storefront.md section 4; the compare page's safe choice: `continueLabel`). */
export const WISHLIST_MODAL = {
  title: 'Saved to your Wish List',
  removedTitle: 'Removed',
  continue: CONTINUE_LABELS.shopping,
  view: 'View Your List',
  close: 'OK',
} as const

/** The wish list page (account.md section 2; the same as WISHLIST_PATH in src/lib/routes/account.ts). */
export const WISHLIST_PAGE = '/account/wishlist'

/** The configuration uid the configurations plugin hands out (the only public handle of a configuration). */
export const CONFIGURATION_KEY = /^[A-Za-z0-9_-]{16,64}$/

/** What a wish-list entry is of: a product by its id, or a stored configuration by its uid. */
export type WishlistKey = number | string

/** What to add: a product, or a stored configuration with the product it was built from (if any). */
export type WishlistTarget = { productId: number } | { configurationId: string; baseProductId?: number | null }

const MAX_ID = 2147483647
export const isProductId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID
export const isConfigurationKey = (value: unknown): value is string =>
  typeof value === 'string' && CONFIGURATION_KEY.test(value)
export const isWishlistKey = (value: unknown): value is WishlistKey => isProductId(value) || isConfigurationKey(value)

/** The key of a target: the product's id or the configuration's uid. */
export const keyOf = (target: WishlistTarget): WishlistKey =>
  'productId' in target ? target.productId : target.configurationId

/** POST path of an add (storefront.md section 7): `/add-to-wishlist/{id}` or `/add-to-wishlist/{uid}/{baseProductId}`. */
export function addPath(target: WishlistTarget): string {
  if ('productId' in target) return `/api/add-to-wishlist/${target.productId}`
  const uid = encodeURIComponent(target.configurationId)
  return target.baseProductId ? `/api/add-to-wishlist/${uid}/${target.baseProductId}` : `/api/add-to-wishlist/${uid}`
}

export const WISHLIST_API = {
  data: '/api/wishlist-data',
  check: (key: WishlistKey) => `/api/check-in-wishlist/${encodeURIComponent(String(key))}`,
  remove: (id: number) => `/api/wishlist/${id}`,
  toTop: (id: number) => `/api/wishlist/to-top/${id}`,
} as const

// Browser storage -----------------------------------------------------------------------------------------------

/** storefront.md section 9: the list of saved ids is kept for 1800 s, then asked again. */
export const WISHLIST_CACHE_SECONDS = 1800
export const WISHLIST_CACHE_KEY = 'wishlist'
/** The cache's shape version: a change of shape makes older caches unreadable, so they are asked again. */
export const WISHLIST_CACHE_VERSION = 1

/** storefront.md section 3, "Wish list cache in browser storage": `{ expiresIn, products: [{ id }], v }`. */
export interface WishlistCache {
  /** When it stops being used, in epoch milliseconds. */
  expiresIn: number
  products: Array<{ id: WishlistKey }>
  v: typeof WISHLIST_CACHE_VERSION
}

// Checked by hand rather than with zod: this module runs on every page (the Save buttons of product cards), and the
// home and content pages load no validation library (tests/e2e/home.spec.ts).
function isCache(value: unknown): value is WishlistCache {
  return (
    isRecord(value) &&
    typeof value.expiresIn === 'number' &&
    value.v === WISHLIST_CACHE_VERSION &&
    Array.isArray(value.products) &&
    value.products.length <= MAX_WISHLIST_ITEMS * 2 &&
    value.products.every((p) => isRecord(p) && isWishlistKey(p.id))
  )
}

export function makeCache(keys: Iterable<WishlistKey>, now: number): WishlistCache {
  return {
    expiresIn: now + WISHLIST_CACHE_SECONDS * 1000,
    products: [...new Set(keys)].map((id) => ({ id })),
    v: WISHLIST_CACHE_VERSION,
  }
}

/** The saved keys from storage's text, or null when absent, unreadable, of another version or expired. */
export function readCache(text: string | null, now: number): WishlistKey[] | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isCache(value)) return null
  if (value.expiresIn <= now || value.expiresIn > now + WISHLIST_CACHE_SECONDS * 1000) return null
  return value.products.map((p) => p.id)
}

/** The cache with one key added or taken out (its lifetime unchanged). */
export function withKey(cache: WishlistCache, key: WishlistKey, listed: boolean): WishlistCache {
  const others = cache.products.filter((p) => p.id !== key)
  return { ...cache, products: listed ? [...others, { id: key }] : others }
}

/** storefront.md section 3, "data to apply after login": the item a guest asked to save, added once signed in. */
export const WISHLIST_STASH_KEY = 'wishlist:after-login'
/** A stash older than this is forgotten rather than added out of the blue. */
export const WISHLIST_STASH_SECONDS = 60 * 60

export interface WishlistStash {
  target: WishlistTarget
  /** When it was stashed, epoch milliseconds. */
  at: number
  /** The button's variant: the compare list's modal says 'Continue Comparing Products' after sign-in too. */
  variant?: WishlistVariant
}

const isOptionalId = (value: unknown) => value === undefined || value === null || isProductId(value)

function isTarget(value: unknown): value is WishlistTarget {
  if (!isRecord(value)) return false
  if ('productId' in value) return isProductId(value.productId)
  return isConfigurationKey(value.configurationId) && isOptionalId(value.baseProductId)
}

export const makeStash = (target: WishlistTarget, now: number, variant?: WishlistVariant): WishlistStash =>
  variant ? { target, at: now, variant } : { target, at: now }

/** The stashed target (and the variant it came from, when known), or null when absent, unreadable or stale. */
export function readStash(
  text: string | null,
  now: number,
): { target: WishlistTarget; variant: WishlistVariant | null } | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value) || typeof value.at !== 'number' || !isTarget(value.target)) return null
  const age = now - value.at
  if (age < 0 || age > WISHLIST_STASH_SECONDS * 1000) return null
  return { target: value.target, variant: isWishlistVariant(value.variant) ? value.variant : null }
}

// Replies ------------------------------------------------------------------------------------------------------------

/** One item of GET /api/wishlist-data (storefront.md section 3, "Wish list item", plus what the page needs). */
export interface WishlistItemView {
  /** The wish-list entry's id: what remove and move-to-top take. */
  id: number
  /** What it is of: the product's id or the configuration's uid (the browser's cache holds these). */
  product_id: WishlistKey
  kind: 'product' | 'configuration'
  url: string | null
  image: { src: string; alt: string } | null
  name: string
  /** Integer cents. */
  price: number
  /** Integer cents, or null. */
  old_price: number | null
  /** ISO 8601. */
  created_at: string
  /** False when the product has been discontinued or removed since it was saved. */
  available: boolean
}

/** The success answer of every write (storefront.md section 7 reads `error` and `message`). */
export interface WishlistReply {
  error: false
  message: string
}

/** '12 Mar 2025' for an ISO date, in UTC (the same on the server and in every browser). */
export function addedOn(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  )
}
