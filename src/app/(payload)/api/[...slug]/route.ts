import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withRequestGuard } from '@/endpoints/http/request-guard'

// Payload's standard REST routes behind the store's request guard (a path or body Payload would answer 500 is a 4xx).
export const GET = withRequestGuard(REST_GET(config))
export const POST = withRequestGuard(REST_POST(config))
export const DELETE = withRequestGuard(REST_DELETE(config))
export const PATCH = withRequestGuard(REST_PATCH(config))
export const PUT = withRequestGuard(REST_PUT(config))
export const OPTIONS = withRequestGuard(REST_OPTIONS(config))
