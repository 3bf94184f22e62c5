'use client'

import { type ApiResult, callApi } from '@/components/api/call'
import { onSignOutClear } from '@/components/auth/local-data'
import {
  addPath,
  keyOf,
  makeCache,
  makeStash,
  readCache,
  readStash,
  WISHLIST_API,
  WISHLIST_CACHE_KEY,
  WISHLIST_STASH_KEY,
  type WishlistItemView,
  type WishlistKey,
  type WishlistReply,
  type WishlistTarget,
  type WishlistVariant,
} from '@/lib/wishlist'

/**
 * The wish list in the browser (storefront.md sections 3, 4, 6 and 9): which products and configurations the signed-in
 * customer has saved, kept in localStorage for 1800 s (`{ expiresIn, products, v }`) and asked from
 * GET /api/wishlist-data when that has expired; forgotten whenever the viewer is not signed in. Pages are cached for
 * everybody, so this is the only place a card learns whether its product is listed. Also the item a guest asked to
 * save, stashed until they have signed in, and the last success for the modal.
 */

/** What the modal shows: a success (Continue Shopping / View Your List) or the Error modal (storefront.md section 8). */
export interface Notice {
  kind: 'saved' | 'error'
  message: string
  /** The button that saved: the compare list's success says 'Continue Comparing Products'. */
  variant: WishlistVariant | null
}

interface State {
  /** null until known (a guest: always empty). */
  keys: ReadonlySet<WishlistKey> | null
  notice: Notice | null
}

let state: State = { keys: null, notice: null }
const listeners = new Set<() => void>()
let signedIn = false
let loading: Promise<void> | null = null

function set(next: Partial<State>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const snapshot = (): State => state
const SERVER_STATE: State = { keys: null, notice: null }
export const serverSnapshot = (): State => SERVER_STATE

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // blocked (private mode, a policy): the list is asked each page load
  }
}

function forget() {
  const store = storage()
  store?.removeItem(WISHLIST_CACHE_KEY)
}

onSignOutClear(() => {
  forget()
  storage()?.removeItem(WISHLIST_STASH_KEY)
})

const sameKeys = (a: ReadonlySet<WishlistKey> | null, b: readonly WishlistKey[]) =>
  a !== null && a.size === new Set(b).size && b.every((k) => a.has(k))

function remember(keys: Iterable<WishlistKey>) {
  const list = [...keys]
  try {
    storage()?.setItem(WISHLIST_CACHE_KEY, JSON.stringify(makeCache(list, Date.now())))
  } catch {}
  set({ keys: new Set(list) })
}

/**
 * Follows who is looking: a guest's list is empty and the stored one is forgotten (storefront.md section 6); a
 * customer's comes from storage while fresh, else from the server. Returns when known.
 */
export function follow(viewerSignedIn: boolean): Promise<void> {
  const same = signedIn === viewerSignedIn && state.keys !== null
  signedIn = viewerSignedIn
  if (!viewerSignedIn) {
    forget()
    loading = null
    if (!same || state.keys?.size) set({ keys: new Set() })
    return Promise.resolve()
  }
  const cached = readCache(storage()?.getItem(WISHLIST_CACHE_KEY) ?? null, Date.now())
  if (cached) {
    // Every button on a page asks: tell the islands only when something changed.
    if (!same || !sameKeys(state.keys, cached)) set({ keys: new Set(cached) })
    return Promise.resolve()
  }
  loading ??= callApi<{ products: WishlistItemView[] }>(WISHLIST_API.data).then((result) => {
    loading = null
    if (result.ok) remember(result.value.products.map((p) => p.product_id))
    else set({ keys: new Set() })
  })
  return loading
}

/** The server's full list (the account page has it): the cache starts its 1800 s again. */
export function learnList(items: readonly WishlistItemView[]) {
  if (signedIn) remember(items.map((i) => i.product_id))
}

function mark(key: WishlistKey, listed: boolean) {
  // A list still on its way from the server was read before this change and would undo it when it lands: the change
  // is made again after that (by then `loading` is null, so once).
  if (loading) void loading.then(() => mark(key, listed))
  const keys = new Set(state.keys ?? [])
  if (listed) keys.add(key)
  else keys.delete(key)
  const cached = readCache(storage()?.getItem(WISHLIST_CACHE_KEY) ?? null, Date.now())
  if (cached) remember(keys)
  else set({ keys })
}

export const markRemoved = (key: WishlistKey) => mark(key, false)

/** Saves to the signed-in customer's wish list; on success the item is listed and the modal told. */
export async function save(
  target: WishlistTarget,
  variant: WishlistVariant | null = null,
): Promise<ApiResult<WishlistReply>> {
  const result = await callApi<WishlistReply>(addPath(target), 'POST')
  if (result.ok) {
    mark(keyOf(target), true)
    set({ notice: { kind: 'saved', message: result.value.message, variant } })
  } else if (result.status !== 401) {
    set({ notice: { kind: 'error', message: result.message, variant } })
  }
  return result
}

/** An error of the save's own steps (the creator could not store the build): the Error modal says it. */
export const tell = (message: string) => set({ notice: { kind: 'error', message, variant: null } })

export const dismissNotice = () => set({ notice: null })

/** The button a guest pressed, while its page lives: the success modal gives focus back to it. */
let stashedFrom: HTMLElement | null = null

/**
 * A guest's wish: kept until they have signed in (or registered), then saved by `applyStash`. The variant goes along
 * (the compare list's modal after sign-in says 'Continue Comparing Products').
 */
export function stash(target: WishlistTarget, from: HTMLElement | null = null, variant?: WishlistVariant) {
  stashedFrom = from
  try {
    storage()?.setItem(WISHLIST_STASH_KEY, JSON.stringify(makeStash(target, Date.now(), variant)))
  } catch {}
}

let applying = false

/** Saves the stashed item, once, for a customer who has just signed in. */
export async function applyStash(): Promise<void> {
  const store = storage()
  const stashed = readStash(store?.getItem(WISHLIST_STASH_KEY) ?? null, Date.now())
  store?.removeItem(WISHLIST_STASH_KEY)
  if (!stashed || applying) return
  applying = true
  try {
    await follow(true)
    // Signing in took focus away (the login modal closed): the modal opens from the button that asked, and goes back
    // to it.
    const from = stashedFrom
    stashedFrom = null
    const active = document.activeElement
    if (from?.isConnected && (!active || active === document.body)) from.focus()
    await save(stashed.target, stashed.variant)
  } finally {
    applying = false
  }
}
