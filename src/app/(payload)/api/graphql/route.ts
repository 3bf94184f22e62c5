import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withPrivateCaching } from '@/endpoints/http/private-cache'

// GraphQL answers are never cached by anyone but the caller: `Cache-Control: private, no-store`.
export const POST = withPrivateCaching(config, GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
