import type { FieldErrors } from '@/lib/errors'

/** An answer of a store endpoint: the JSON on success, else the message (and field errors) to show. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string; errors?: FieldErrors }

/** What the account area does when the session is gone (account.md section 8); `SessionExpiry` listens for it. */
export const SESSION_EVENT = 'padforge:session'
export type SessionProblem = 'signed-out' | 'expired'

/**
 * Calls an account endpoint with JSON. A 401 means the shopper was signed out (the page then shows 'You were signed
 * out!' and goes to sign-in with a redirect back), a 403 that the session token expired (message, then reload): both are
 * announced with a `padforge:session` event for the page's `SessionExpiry` and returned like any failure. A 422
 * without a message reads 'Request Validation Error', other statuses their status text (account.md section 8).
 */
export async function callAccount<T>(url: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: 'The store could not be reached. Check your connection and try again.' }
  }
  const json = (await response.json().catch(() => null)) as { message?: string; errors?: FieldErrors } | null
  if (response.ok) return { ok: true, value: json as T }
  if (response.status === 401 || response.status === 403) {
    const detail: SessionProblem = response.status === 401 ? 'signed-out' : 'expired'
    window.dispatchEvent(new CustomEvent<SessionProblem>(SESSION_EVENT, { detail }))
  }
  const fallback = response.status === 422 ? 'Request Validation Error' : response.statusText || 'Unknown Error'
  return { ok: false, status: response.status, message: json?.message || fallback, errors: json?.errors }
}
