import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withPrivateCaching } from '@/endpoints/http/private-cache'
import { withReplyCap } from '@/endpoints/http/reply-cap'
import { withRequestGuard } from '@/endpoints/http/request-guard'

// Payload's standard REST routes behind the store's request guard (a path or body Payload would answer 500 is a 4xx),
// their JSON replies capped in size (docs/decisions.md, "Caps on depth, nesting and reply size"), their private
// answers marked `Cache-Control: private, no-store`.
const route = <Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) =>
  withPrivateCaching(config, withRequestGuard(withReplyCap(handler)))

export const GET = route(REST_GET(config))
export const POST = route(REST_POST(config))
export const DELETE = route(REST_DELETE(config))
export const PATCH = route(REST_PATCH(config))
export const PUT = route(REST_PUT(config))
export const OPTIONS = route(REST_OPTIONS(config))
