/**
 * Sign-in events any page can use without loading the form (account.md section 2): `openLoginModal()` asks the
 * host in the storefront layout to open the login modal; `loggedIn` (detail: the customer) and `loggedOut` are told
 * on window when the shopper signs in or out, so per-shopper parts of a page (ViewerProvider, the wish list) refresh.
 */
export const OPEN_LOGIN_EVENT = 'padforge:open-login'
export const LOGGED_IN_EVENT = 'loggedIn'
export const LOGGED_OUT_EVENT = 'loggedOut'

export function openLoginModal(): void {
  window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))
}

export function announceLoggedIn(customer: unknown): void {
  window.dispatchEvent(new CustomEvent(LOGGED_IN_EVENT, { detail: customer }))
}

export function announceLoggedOut(): void {
  window.dispatchEvent(new Event(LOGGED_OUT_EVENT))
}
