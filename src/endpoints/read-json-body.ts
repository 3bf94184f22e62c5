import type { PayloadRequest } from 'payload'

/** Largest JSON body the store endpoints read; a creator configuration is a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 64 * 1024

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string }

const tooLarge = (limit: number): JsonBody => ({
  ok: false,
  status: 413,
  message: `The request body is larger than ${Math.round(limit / 1024)} kB.`,
})
const notJson = (hint: string): JsonBody => ({
  ok: false,
  status: 400,
  message: `The request body must be JSON: ${hint}`,
})

/**
 * Reads a JSON request body of at most `limit` bytes: a larger Content-Length is refused before reading, and a
 * body without one (chunked) stops being read as soon as it passes the limit. `hint` says what was expected.
 */
export async function readJsonBody(req: PayloadRequest, hint: string, limit = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const declared = Number(req.headers?.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit)
  const stream = req.body
  if (stream && typeof stream.getReader === 'function') {
    const reader = stream.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return tooLarge(limit)
      }
      chunks.push(value)
    }
    const text = Buffer.concat(chunks).toString('utf8')
    if (!text.trim()) return notJson(hint)
    try {
      return { ok: true, value: JSON.parse(text) }
    } catch {
      return notJson(hint)
    }
  }
  // Requests built without a stream (tests, or a body Payload already read): its own JSON reader.
  try {
    const value = await req.json?.()
    if (value === undefined) return notJson(hint)
    if (Buffer.byteLength(JSON.stringify(value)) > limit) return tooLarge(limit)
    return { ok: true, value }
  } catch {
    return notJson(hint)
  }
}
