import type { AfterErrorHook, Config, Plugin } from 'payload'
import { healthEndpoint } from '../health'
import { CLIENT_FAULT_MESSAGE, isClientFault } from './client-faults'
import { storeLogger } from './fault-log'

/** Payload's REST and GraphQL answer a client's bad value 400 (in Payload's own error shape), not 500. */
const clientFaultsAre400: AfterErrorHook = ({ error, result }) => {
  if (!isClientFault(error) || (result && 'status' in result && Number(result.status) < 500)) return
  return { status: 400, response: { errors: [{ message: CLIENT_FAULT_MESSAGE }] } }
}

const UNKNOWN = 'An unknown error occurred.'

/**
 * A public refusal (an APIError with a 4xx status: a hook's "cannot go from new to shipped") keeps its message. Payload
 * formats an error by its class name, which the production bundle minifies away, so without this every such refusal
 * reached the admin and REST clients as 'An unknown error occurred.'.
 */
export const publicMessagesKept: AfterErrorHook = ({ error, result }) => {
  const e = error as { status?: unknown; isPublic?: unknown; data?: unknown; message?: unknown }
  if (typeof e.status !== 'number' || e.status >= 500 || e.isPublic !== true || e.data) return
  const shown = (result as { errors?: Array<{ message?: string }> } | undefined)?.errors?.[0]?.message
  if (typeof e.message !== 'string' || !e.message || (shown && shown !== UNKNOWN)) return
  return { status: e.status, response: { errors: [{ message: e.message }] } }
}

/**
 * The HTTP layer's part in Payload itself: a value Postgres refuses, a body that is not JSON or a URL that does not
 * decode, sent to Payload's own REST routes (`GET /api/products/abc`, `?where[id][equals]=99999999999`), is answered
 * 400 like it is by the store's endpoints; and a client's fault is logged in one WARN line, not an ERROR stack
 * (`fault-log.ts`); and a public refusal keeps its message in the production build. It also answers the load
 * balancer's health check (`GET /api/health`). Register it first.
 */
export function httpPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    logger: config.logger ?? storeLogger(),
    endpoints: [...(config.endpoints ?? []), healthEndpoint],
    hooks: {
      ...config.hooks,
      afterError: [...(config.hooks?.afterError ?? []), clientFaultsAre400, publicMessagesKept],
    },
  })
}
