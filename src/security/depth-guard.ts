import { APIError, type PayloadRequest, type SanitizedConfig } from 'payload'
import { depthCapOf, depthProblem } from '../lib/request-limits'
import { isStaff, type RoleBearer } from '../lib/roles'

/*
 * The `depth` a REST client asks for is capped by who asks (issue 50, item 1): products fill in products through
 * `variations`, so one guest's `GET /api/products?limit=1&depth=10` ran 40 s, held every other request and died in
 * JSON.stringify. Guests and customers may ask for depth 2 (Payload's default), staff for 10 (Payload's `maxDepth`,
 * which also bounds the store's own reads); past the cap, or a depth that is not a whole number, is a 400 before any
 * row is read. Relationships that lead back to their own collection carry a field `maxDepth` on top, so no depth
 * fills a cycle in more than once (tests/int/request-limits.test.ts checks every collection).
 */

/**
 * The `depth` the client sent, as sent: the URL's (Payload's read by POST puts its form body there). Not `req.query`:
 * every local-API call the store makes with this `req` writes its own depth into it.
 */
function sentDepth(req: PayloadRequest): unknown {
  const values = req.searchParams?.getAll('depth') ?? []
  return values.length > 1 ? values : values[0]
}

/**
 * Refuses the request's `depth` when it is past the caller's cap. Only Payload's REST reads a client's depth, and only
 * for the collection or global the route names (`routeParams`, set once the route is matched: the session's own
 * user lookup runs before, with no user yet).
 */
function checkDepth(req: PayloadRequest, route: { collection?: string; global?: string }) {
  if (req.payloadAPI !== 'REST') return
  const params = req.routeParams as { collection?: unknown; global?: unknown } | undefined
  if (route.collection ? params?.collection !== route.collection : params?.global !== route.global) return
  const problem = depthProblem(sentDepth(req), depthCapOf(isStaff(req.user as RoleBearer | null)))
  if (problem) throw new APIError(problem, 400, undefined, true)
}

/** Adds the cap to every collection and global of a built config, Payload's own included (payload.config.ts). */
export function capDepth(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections)
    collection.hooks.beforeOperation = [
      ({ args, req }) => {
        checkDepth(req, { collection: collection.slug })
        return args
      },
      ...(collection.hooks.beforeOperation ?? []),
    ]
  for (const global of config.globals)
    global.hooks.beforeOperation = [
      ({ args, req }) => {
        checkDepth(req, { global: global.slug })
        return args
      },
      ...(global.hooks.beforeOperation ?? []),
    ]
  return config
}
