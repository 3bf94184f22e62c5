import { type ApiResult, callApi } from '@/components/api/call'

export type { ApiResult }

/** What the account area does when the session is gone (account.md section 8); `SessionExpiry` listens for it. */
export const SESSION_EVENT = 'padforge:session'
export type SessionProblem = 'signed-out' | 'expired'

/**
 * Calls an account endpoint (`callApi`). A 401 means the shopper was signed out (the page then shows 'You were signed
 * out!' and goes to sign-in with a redirect back), a 403 that the session token expired (message, then reload): both
 * are announced with a `padforge:session` event for the page's `SessionExpiry` and returned like any failure.
 */
export async function callAccount<T>(url: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> {
  const result = await callApi<T>(url, method, body)
  if (!result.ok && (result.status === 401 || result.status === 403)) {
    const detail: SessionProblem = result.status === 401 ? 'signed-out' : 'expired'
    window.dispatchEvent(new CustomEvent<SessionProblem>(SESSION_EVENT, { detail }))
  }
  return result
}
