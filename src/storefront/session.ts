import { headers } from 'next/headers'
import { cache } from 'react'
import type { User } from '@/payload-types'
import { getPayloadClient } from './payload'

/**
 * The signed-in user of this request (Payload's session cookie or an Authorization header), or null for a guest
 * (a broken or expired token is a guest too). Asked once per request however many parts of the page need it.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  try {
    return ((await payload.auth({ headers: await headers() })).user as User | null) ?? null
  } catch {
    return null
  }
})
