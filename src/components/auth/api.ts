import type { FieldErrors } from '@/lib/errors'
import type { Viewer } from '@/lib/session'

export type AuthResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; errors?: FieldErrors }

/**
 * POSTs an auth form as JSON (sign-in, register, reset). Unlike the account area's caller it does not treat 401/403 as
 * a lost session: here they are the answer to the form (a wrong password, a used reset link).
 */
export async function postAuth<T>(url: string, body: unknown): Promise<AuthResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: 'The store could not be reached. Check your connection and try again.' }
  }
  const json = (await response.json().catch(() => null)) as {
    message?: string
    errors?: FieldErrors | Array<{ message?: string }>
  } | null
  if (response.ok) return { ok: true, value: json as T }
  // Payload's own errors come as `{ errors: [{ message }] }`; ours as `{ message, errors: { field: [...] } }`.
  const payloadList = Array.isArray(json?.errors) ? json.errors : null
  const message = json?.message || payloadList?.[0]?.message || response.statusText || 'Unknown Error'
  return {
    ok: false,
    status: response.status,
    message,
    errors: payloadList ? undefined : (json?.errors as FieldErrors),
  }
}

/** Who is signed in now (after a sign-in: the customer the `loggedIn` event carries). */
export async function fetchViewer(): Promise<Viewer | null> {
  try {
    const response = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' })
    return response.ok ? ((await response.json()) as { viewer: Viewer | null }).viewer : null
  } catch {
    return null
  }
}
