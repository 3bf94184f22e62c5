import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

/**
 * The Payload local API, one instance per request (Payload itself caches it across requests). The config is imported
 * when first needed: operations that payload.config.ts registers read through this module too, and a static import
 * would make the config import itself.
 */
export const getPayloadClient = cache(async (): Promise<Payload> => {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
})

/** A read that takes the client (a plugin's, or a cachedRead), for pages: the same arguments, this request's client. */
export function withClient<A extends unknown[], R>(
  read: (payload: Payload, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args: A) => read(await getPayloadClient(), ...args)
}
