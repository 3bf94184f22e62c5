import type { AfterErrorHook, Config, Plugin } from 'payload'
import { CLIENT_FAULT_MESSAGE, isClientFault } from './client-faults'
import { storeLogger } from './fault-log'

/** Payload's REST and GraphQL answer a client's bad value 400 (in Payload's own error shape), not 500. */
const clientFaultsAre400: AfterErrorHook = ({ error, result }) => {
  if (!isClientFault(error) || (result && 'status' in result && Number(result.status) < 500)) return
  return { status: 400, response: { errors: [{ message: CLIENT_FAULT_MESSAGE }] } }
}

/**
 * The HTTP layer's part in Payload itself: a value Postgres refuses, a body that is not JSON or a URL that does not
 * decode, sent to Payload's own REST routes (`GET /api/products/abc`, `?where[id][equals]=99999999999`), is answered
 * 400 like it is by the store's endpoints; and a client's fault is logged in one WARN line, not an ERROR stack
 * (`fault-log.ts`). Register it first.
 */
export function httpPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    logger: config.logger ?? storeLogger(),
    hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), clientFaultsAre400] },
  })
}
