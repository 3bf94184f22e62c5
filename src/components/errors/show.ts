/**
 * The storefront's Error modal (storefront.md section 8): any island calls `showError(failure)` with a failed call's
 * answer (`{ message, errors }`, as callApi gives it) or what it caught; the one `ErrorHost` in the layout shows it.
 */
export const ERROR_EVENT = 'padforge:error'

export function showError(error: unknown): void {
  window.dispatchEvent(new CustomEvent<unknown>(ERROR_EVENT, { detail: error }))
}
