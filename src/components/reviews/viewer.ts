import { isAdmin } from '@/access/roles'
import { displayNameOf, mayComment } from '@/lib/reviews'
import { getSessionUser } from '@/server/storefront/session'

/** What review pages need to know about the shopper: null for a guest. */
export interface Viewer {
  id: number
  isAdmin: boolean
  canComment: boolean
  /** The name their review form starts with. */
  name: string
}

/** The signed-in user of this request, or null for a guest. */
export async function currentViewer(): Promise<Viewer | null> {
  const user = await getSessionUser()
  if (!user) return null
  return { id: user.id, isAdmin: isAdmin(user), canComment: mayComment(user), name: displayNameOf(user) }
}

/** The rules' view of a viewer. */
export const commenterOf = (viewer: Viewer | null) =>
  viewer ? { id: viewer.id, role: viewer.isAdmin ? ('admin' as const) : null, canComment: viewer.canComment } : null
