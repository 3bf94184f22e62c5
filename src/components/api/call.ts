import type { FieldErrors } from '@/lib/errors'

/** An answer of a store endpoint: the JSON on success, else the status, message (and field errors) to show. */
export type ApiResult<T> =
  | { ok: true; value: T }
  /** `body`: the error's JSON as answered (null when it was not JSON), for callers that read more than the message. */
  | { ok: false; status: number; message: string; errors?: FieldErrors; body?: unknown }

export const UNREACHABLE = 'The store could not be reached. Check your connection and try again.'

type ErrorBody = { message?: string; errors?: FieldErrors | Array<{ message?: string }> }

/**
 * Calls a store endpoint from the browser with JSON, the one way every form and island does. Our endpoints answer
 * `{ message, errors: { field: [...] } }`; Payload's own routes `{ errors: [{ message }] }`: both become `message` and
 * field `errors`. A 422 without a message reads 'Request Validation Error', other statuses their status text
 * (account.md section 8).
 */
export async function callApi<T>(url: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> {
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
    return { ok: false, status: 0, message: UNREACHABLE }
  }
  const json = (await response.json().catch(() => null)) as ErrorBody | null
  if (response.ok) return { ok: true, value: json as T }
  const payloadList = Array.isArray(json?.errors) ? json.errors : null
  const fallback = response.status === 422 ? 'Request Validation Error' : response.statusText || 'Unknown Error'
  return {
    ok: false,
    status: response.status,
    message: json?.message || payloadList?.[0]?.message || fallback,
    errors: payloadList ? undefined : (json?.errors as FieldErrors | undefined),
    body: json,
  }
}
