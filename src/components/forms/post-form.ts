import { callApi } from '@/components/api/call'
import type { FieldErrors } from '@/lib/errors'

/** What a store form endpoint answered: its message, or the failure with field errors (`{ message, errors }`). */
export type PostResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; errors?: FieldErrors }

/**
 * Posts a form as JSON to a public store endpoint (contact, newsletter). Unlike `callAccount` it announces nothing
 * about the session: these forms work for guests.
 */
export async function postForm(url: string, body: unknown): Promise<PostResult> {
  const result = await callApi<{ message?: string } | null>(url, 'POST', body)
  return result.ok ? { ok: true, message: result.value?.message ?? '' } : result
}
