import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

/** The Payload local API, one instance per request (Payload itself caches it across requests). */
export const getPayloadClient = cache(async (): Promise<Payload> => getPayload({ config }))
