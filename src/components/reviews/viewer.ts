import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { isAdmin } from '@/access/roles'
import { displayNameOf, mayComment } from '@/lib/reviews'
import type { User } from '@/payload-types'

/** What review pages need to know about the shopper: null for a guest. */
export interface Viewer {
  id: number
  isAdmin: boolean
  canComment: boolean
  /** The name their review form starts with. */
  name: string
}

/** The signed-in user of this request (Payload's session cookie or an Authorization header), or null. */
export async function currentViewer(payload: Payload): Promise<Viewer | null> {
  let user: User | null = null
  try {
    user = ((await payload.auth({ headers: await headers() })).user as User | null) ?? null
  } catch {
    // A broken or expired token is a guest.
    return null
  }
  if (!user) return null
  return { id: user.id, isAdmin: isAdmin(user), canComment: mayComment(user), name: displayNameOf(user) }
}

/** The rules' view of a viewer. */
export const commenterOf = (viewer: Viewer | null) =>
  viewer ? { id: viewer.id, role: viewer.isAdmin ? ('admin' as const) : null, canComment: viewer.canComment } : null
