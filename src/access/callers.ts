import { isAdmin, isStaff, type RoleBearer } from '../lib/roles'

/**
 * Who may call an endpoint. Every endpoint states one (`defineEndpoint({ caller })`); the HTTP layer checks it on
 * the server before it reads anything else, and the bad-input walk reads `name` to know whom to call as. Rules that
 * depend on the record (the owner of a review) are the operation's to check on top.
 */
export interface Caller {
  readonly name: string
  allows(user: RoleBearer | null): boolean
}

const caller = (name: string, allows: (user: RoleBearer | null) => boolean): Caller => ({ name, allows })

export const callers = {
  /** Guests too: the storefront's public reads and a shopper's own actions. */
  anyone: caller('anyone', () => true),
  /** Any signed-in user. */
  signedIn: caller('signed in', (user) => Boolean(user)),
  /** Merchandisers and admins. */
  staff: caller('staff', isStaff),
  admins: caller('admins', isAdmin),
} as const
