import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withGraphqlGuard } from '@/endpoints/http/graphql-guard'
import { withPrivateCaching } from '@/endpoints/http/private-cache'
import { withReplyCap } from '@/endpoints/http/reply-cap'
import { withRequestGuard } from '@/endpoints/http/request-guard'

// GraphQL behind the request guard (a body too large, nested too deeply or holding a prototype key is a 400), with
// its query text and reply capped (docs/decisions.md, "Caps on depth, nesting and reply size"; the query's own depth
// and cost are capped by graphQL.validationRules in payload.config.ts). Answers are never cached by anyone but the
// caller: `Cache-Control: private, no-store`.
export const POST = withPrivateCaching(config, withRequestGuard(withGraphqlGuard(withReplyCap(GRAPHQL_POST(config)))))
export const OPTIONS = REST_OPTIONS(config)
