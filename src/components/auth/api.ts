import { type ApiResult, callApi } from '@/components/api/call'
import type { Viewer } from '@/lib/session'

export type AuthResult<T> = ApiResult<T>

/**
 * POSTs an auth form as JSON (sign-in, register, reset). Unlike the account area's caller it does not treat 401/403 as
 * a lost session: here they are the answer to the form (a wrong password, a used reset link).
 */
export const postAuth = <T>(url: string, body: unknown): Promise<AuthResult<T>> => callApi<T>(url, 'POST', body)

/** Who is signed in now (after a sign-in: the customer the `loggedIn` event carries). */
export async function fetchViewer(): Promise<Viewer | null> {
  try {
    const response = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' })
    return response.ok ? ((await response.json()) as { viewer: Viewer | null }).viewer : null
  } catch {
    return null
  }
}
