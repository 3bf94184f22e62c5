/** What a store form endpoint answered: its message, or the failure with field errors (`{ message, errors }`). */
export type PostResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; errors?: Partial<Record<string, string[]>> }

/**
 * Posts a form as JSON to a public store endpoint (contact, newsletter). Unlike `callAccount` it announces nothing
 * about the session: these forms work for guests. A 422 without a message reads 'Request Validation Error', other
 * statuses their status text (account.md section 8).
 */
export async function postForm(url: string, body: unknown): Promise<PostResult> {
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
    errors?: Partial<Record<string, string[]>>
  } | null
  if (response.ok) return { ok: true, message: json?.message ?? '' }
  const fallback = response.status === 422 ? 'Request Validation Error' : response.statusText || 'Unknown Error'
  return { ok: false, status: response.status, message: json?.message || fallback, errors: json?.errors }
}
