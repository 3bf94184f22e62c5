/**
 * What the browser keeps for one customer and must forget at sign-out (account.md section 9: the wish list is cleared
 * when signed out). Nothing is kept yet: the wish list, browsing history and order data add their clearing here.
 */
const clearers: Array<() => void> = []

/** Registers how to forget one kind of per-customer data (e.g. `() => localStorage.removeItem('wishlist')`). */
export function onSignOutClear(clear: () => void): void {
  clearers.push(clear)
}

/** Forgets every kind; one that fails (storage blocked) does not stop the others. */
export function clearCustomerData(): void {
  for (const clear of clearers) {
    try {
      clear()
    } catch {}
  }
}
