import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { Caller } from '../../access/callers'
import { ForbiddenError, InputError, UnauthorizedError } from '../../lib/errors'
import { queryNameIsForbidden } from '../../lib/forbidden-keys'
import { LIMIT_MESSAGES } from '../../lib/request-limits'
import type { RoleBearer } from '../../lib/roles'
import { isSafeText } from '../../lib/safe-text'
import { describeZodError } from '../../lib/zod-field'
import { MAX_JSON_BODY_BYTES, readJson } from './body'
import { replyForError } from './reply'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Schema = z.ZodType
type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export interface BodySpec<S extends Schema> {
  schema: S
  /** What the body should look like, for the 400 answer to one that is not JSON. */
  hint: string
  /** Byte cap (default 64 kB). */
  limit?: number
}

export interface EndpointSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> {
  path: string
  method: Method
  /** Who may call it; checked before params, query or body are read. */
  caller: Caller
  /** Path parameters (strings, as routed), parsed by this schema. */
  params?: P
  /** Query parameters (a string per name, a list when repeated), parsed by this schema. */
  query?: Q
  /** JSON body; a missing body is parsed as `undefined`, so make the schema optional to allow none. */
  body?: B extends Schema ? BodySpec<B> : undefined
  handler: (input: { req: PayloadRequest; params: Out<P>; query: Out<Q>; body: Out<B> }) => Promise<Response | unknown>
}

/** What the bad-input walk and the docs read from every store endpoint. */
export interface EndpointMeta {
  caller: Caller
  params?: Schema
  query?: Schema
  body?: BodySpec<Schema>
}

export const ENDPOINT_META = 'padforgeEndpoint'

export const endpointMeta = (endpoint: Endpoint): EndpointMeta | undefined =>
  (endpoint.custom as Record<string, EndpointMeta> | undefined)?.[ENDPOINT_META]

function parsed<S extends Schema>(schema: S, value: unknown, label: string): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || label
      errors[field] = [...(errors[field] ?? []), issue.message]
    }
    throw new InputError(describeZodError(result.error, label), errors)
  }
  return result.data
}

/** Refuses a path or query value that holds NUL or invalid Unicode (Postgres and the engine cannot use it). */
function checkText(key: string, value: string, label: string) {
  if (!isSafeText(key) || !isSafeText(value))
    throw new InputError(`The ${label} holds a NUL character or invalid Unicode.`)
}

const pathOf = (req: PayloadRequest): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [key, raw] of Object.entries(req.routeParams ?? {})) {
    const value = String(raw ?? '')
    checkText(key, value, 'path')
    out[key] = value
  }
  return out
}

/**
 * The query exactly as sent (Payload's `req.query` adds its own parameters): a repeated parameter is a list. A name
 * that is or holds a prototype key (`__proto__`, `constructor`, `prototype`) is refused.
 */
function queryOf(req: PayloadRequest): Record<string, string | string[]> {
  let params: URLSearchParams
  try {
    params = req.searchParams ?? new URL(req.url ?? '/', 'http://localhost').searchParams
  } catch {
    throw new InputError('The request URL cannot be read.')
  }
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    if (queryNameIsForbidden(key)) throw new InputError(LIMIT_MESSAGES.forbiddenKey('query', key))
    const values = params.getAll(key)
    for (const value of values) checkText(key, value, 'query')
    out[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return out
}

/**
 * A store endpoint: `caller` is checked, then path params, query and body are parsed (size cap, zod, NUL and
 * invalid Unicode refused: 400 naming the field), then `handler` runs the operation. It returns a Response, or data
 * answered as JSON 200. A failure it throws becomes one reply (`replyForError`): the store's errors by kind, Payload's
 * validation as 400, anything unexpected a logged 500.
 */
export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: EndpointSpec<P, Q, B>): Endpoint {
  const meta: EndpointMeta = {
    caller: spec.caller,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body as BodySpec<Schema> } : {}),
  }
  return {
    path: spec.path,
    method: spec.method,
    custom: { [ENDPOINT_META]: meta },
    handler: async (req) => {
      try {
        const user = (req.user ?? null) as RoleBearer | null
        // A guest who must sign in is told so (401: the account area then asks them to sign in again); a signed-in
        // user without the right is refused (403).
        if (!spec.caller.allows(user)) throw user ? new ForbiddenError() : new UnauthorizedError()
        const params = pathOf(req)
        const input = {
          req,
          params: (spec.params ? parsed(spec.params, params, 'The path') : undefined) as Out<P>,
          query: (spec.query ? parsed(spec.query, queryOf(req), 'The query') : undefined) as Out<Q>,
          body: undefined as Out<B>,
        }
        if (spec.body) {
          const { schema, hint, limit = MAX_JSON_BODY_BYTES } = spec.body as BodySpec<Schema>
          input.body = parsed(schema, await readJson(req, hint, limit), 'The request body') as Out<B>
        }
        const result = await spec.handler(input)
        return result instanceof Response ? result : Response.json(result)
      } catch (error) {
        return replyForError(error, (err) => req.payload.logger.error({ err, path: req.url }, 'endpoint failed'))
      }
    },
  }
}
