/**
 * The e-mail of a login or forgot-password request, read from a copy of its body: the request itself stays unread, so
 * Payload's own handler reads it exactly as it would have (JSON from the storefront and API clients, multipart with
 * a `_payload` JSON field from the admin panel's forms).
 */
import type { PayloadRequest } from 'payload'
import { readCapped } from '../../endpoints/http/stream'

/** Far above any login body; a larger one is not read here (Payload still answers it). */
const MAX_BYTES = 64 * 1024

/** The `data` Payload will see, as its addDataAndFileToRequest parses it; undefined when it cannot be read. */
export async function bodyData(req: PayloadRequest): Promise<unknown> {
  if (req.data) return req.data
  if (!req.body || req.bodyUsed || typeof req.clone !== 'function') return undefined
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && type !== 'multipart/form-data') return undefined
  const copy = req.clone()
  const bytes = copy.body ? await readCapped(copy.body, MAX_BYTES) : null
  if (!bytes) return undefined
  try {
    if (type === 'application/json') return JSON.parse(Buffer.from(bytes).toString('utf8'))
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': req.headers.get('content-type')! },
    }).formData()
    const payload = form.get('_payload')
    return typeof payload === 'string' ? JSON.parse(payload) : undefined
  } catch {
    return undefined // Payload answers the malformed body itself
  }
}

/** The e-mail the request names, or '' when it names none. */
export async function emailOf(req: PayloadRequest): Promise<string> {
  const data = await bodyData(req)
  const email = data && typeof data === 'object' ? (data as { email?: unknown }).email : undefined
  return typeof email === 'string' ? email : ''
}

/** A string field of the request's data, or '' (`captcha`, `token`). */
export async function fieldOf(req: PayloadRequest, name: string): Promise<string> {
  const data = await bodyData(req)
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : ''
}

/**
 * Does the request come from Payload's admin panel? Its forms post multipart with a `_payload` JSON field; the
 * storefront and API clients post JSON. The admin's sign-in has no captcha widget, so it is not asked for one (see
 * docs/decisions.md, "Captcha seam").
 */
export const fromAdminForm = (req: PayloadRequest): boolean =>
  (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
