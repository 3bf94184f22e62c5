import type { FieldErrors } from '@/lib/reviews'

/** An answer of a review endpoint: the JSON on success, else the message (and field errors) to show. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; message: string; errors?: FieldErrors }

/** Calls a review endpoint with JSON; a 422 without a message reads 'Request Validation Error' (storefront.md 8). */
export async function callReviews<T>(url: string, method: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as { message?: string; errors?: FieldErrors } | null
    if (response.ok) return { ok: true, value: json as T }
    const fallback = response.status === 422 ? 'Request Validation Error' : response.statusText || 'Unknown Error'
    return { ok: false, message: json?.message || fallback, errors: json?.errors }
  } catch {
    return { ok: false, message: 'The store could not be reached. Check your connection and try again.' }
  }
}
