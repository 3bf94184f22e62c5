import type { PayloadRequest } from 'payload'
import { InputError, TooLargeError } from '../../lib/errors'
import { forbiddenKeyIn } from '../../lib/forbidden-keys'
import { jsonTextTooDeep, valueTooDeep } from '../../lib/nesting'
import { LIMIT_MESSAGES, MAX_JSON_NESTING } from '../../lib/request-limits'
import { unsafeTextPath } from '../../lib/safe-text'
import { readCapped } from './stream'

/** Largest JSON body the store endpoints read unless one says otherwise; a configuration is a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 64 * 1024

const tooLarge = (limit: number) => new TooLargeError(`The request body is larger than ${Math.round(limit / 1024)} kB.`)
const notJson = (hint: string) => new InputError(`The request body must be JSON: ${hint}`)

/**
 * Reads at most `limit` bytes of the request's stream; a larger Content-Length is refused before reading. Undefined
 * when the request has no stream to read (one built by the local API or a test: its `json()` is used instead).
 */
async function readText(req: PayloadRequest, limit: number): Promise<string | undefined> {
  const declared = Number(req.headers?.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  const stream = req.body
  if (stream === null) return '' // a request with no body at all
  if (!stream || typeof stream.getReader !== 'function') return undefined
  const bytes = await readCapped(stream, limit)
  if (!bytes) throw tooLarge(limit)
  return bytes.toString('utf8')
}

/**
 * The request's JSON body, read with a size cap: `undefined` when there is none (the caller decides whether a body
 * is required). Throws InputError for text that is not JSON, is nested more than 32 levels deep, holds a prototype key
 * (`__proto__`, `constructor`, `prototype`) or NUL / invalid Unicode; TooLargeError past `limit`.
 */
export async function readJson(req: PayloadRequest, hint: string, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  // A body is a stream read once: an endpoint that looks at it before handing over (see products) reads it here too.
  if (bodies.has(req)) return bodies.get(req)
  const value = await parseJson(req, hint, limit)
  bodies.set(req, value)
  return value
}

/**
 * The request's body as text, exactly as sent (a webhook's signature is over these bytes), read with a size cap.
 */
export async function readRawText(req: PayloadRequest, limit = MAX_JSON_BODY_BYTES): Promise<string> {
  const text = await readText(req, limit)
  if (text !== undefined) return text
  return (await req.text?.()) ?? ''
}

const bodies = new WeakMap<PayloadRequest, unknown>()

async function parseJson(req: PayloadRequest, hint: string, limit: number): Promise<unknown> {
  let value: unknown
  const text = await readText(req, limit)
  if (text !== undefined) {
    if (!text.trim()) return undefined
    if (jsonTextTooDeep(text, MAX_JSON_NESTING)) throw new InputError(LIMIT_MESSAGES.nestedTooDeeply)
    try {
      value = JSON.parse(text)
    } catch {
      throw notJson(hint)
    }
  } else {
    // A request built without a stream (the local API, tests, or a body Payload already read).
    try {
      value = await req.json?.()
    } catch {
      throw notJson(hint)
    }
    if (valueTooDeep(value, MAX_JSON_NESTING)) throw new InputError(LIMIT_MESSAGES.nestedTooDeeply)
    if (value !== undefined && Buffer.byteLength(JSON.stringify(value)) > limit) throw tooLarge(limit)
  }
  const forbidden = forbiddenKeyIn(value)
  if (forbidden) throw new InputError(LIMIT_MESSAGES.forbiddenKey('request body', forbidden.key, forbidden.at))
  const bad = unsafeTextPath(value)
  if (bad !== null)
    throw new InputError(`The request body holds a NUL character or invalid Unicode${bad ? ` at "${bad}"` : ''}.`)
  return value
}
