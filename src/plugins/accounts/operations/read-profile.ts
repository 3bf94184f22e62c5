import type { PayloadRequest } from 'payload'
import { UnauthorizedError } from '../../../lib/errors'
import type { Profile } from '../../../lib/profile/schema'
import type { User } from '../../../payload-types'

/** The signed-in customer's My Settings fields, with the spec's names. */
export function profileOf(user: Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'>): Profile {
  return {
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    email: user.email,
    phone: user.phone ?? '',
  }
}

/** GET /api/account/profile: read fresh from the database (the session's copy may predate an edit elsewhere). */
export async function readProfile(req: PayloadRequest): Promise<{ customer: Profile }> {
  if (!req.user) throw new UnauthorizedError()
  const user = await req.payload.findByID({
    collection: 'users',
    id: req.user.id,
    depth: 0,
    req,
    overrideAccess: false, // a user reads their own record (adminOrSelf)
  })
  return { customer: profileOf(user) }
}
