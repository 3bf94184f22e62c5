/**
 * The HTTP layer every store endpoint goes through: `defineEndpoint` (caller check → parse → operation → reply),
 * value schemas for ids, slugs and text, the size-capped JSON reader, and one mapping from failures to replies.
 */
export { MAX_JSON_BODY_BYTES, readJson } from './body'
export { isClientFault } from './client-faults'
export { type BodySpec, defineEndpoint, ENDPOINT_META, type EndpointMeta, endpointMeta } from './endpoint'
export { httpPlugin } from './plugin'
export { type ErrorBody, errorReply, replyForError } from './reply'
export { withRequestGuard } from './request-guard'
export { id, idOrSlug, MAX_DB_ID, slug, text } from './values'
