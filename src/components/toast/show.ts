/**
 * Toasts (storefront.md and account.md section 9: they last 6000 ms). Any island calls `showToast(text)` (or with
 * 'success' for a done action); the one `ToastHost` in the storefront layout shows it in its live region, so a page
 * full of cards has one region, not one per card. `hideToast()` takes a message back that no longer holds.
 */
export const TOAST_MS = 6000
export const TOAST_EVENT = 'padforge:toast'

export type ToastTone = 'info' | 'success'
export interface ToastMessage {
  text: string
  tone: ToastTone
}

export function showToast(text: string, tone: ToastTone = 'info'): void {
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: { text, tone } }))
}

export function hideToast(): void {
  window.dispatchEvent(new CustomEvent<null>(TOAST_EVENT, { detail: null }))
}
