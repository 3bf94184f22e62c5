import type { PayloadRequest } from 'payload'
import { ConflictError, RuleError, UnauthorizedError } from '../../../lib/errors'
import { changesEmail, checkProfile, PROFILE_MESSAGES, type Profile } from '../../../lib/profile/schema'
import type { User } from '../../../payload-types'
import { consume } from '../../../server/rate-limit'
import { inTransaction } from '../../../server/transaction'
import { verifyPassword } from '../../auth-guard'
import { CREDENTIALS_CHECKED } from '../credentials'
import { profileOf } from './read-profile'

export const EMAIL_TAKEN = 'This E-mail is already used by another account'
export const WRONG_PASSWORD = 'The password is not correct'

/**
 * Saves My Settings for the signed-in customer: names and phone freely; a new e-mail only with the current password
 * (rate limited per account), and only when no other account has it. Nothing but these four fields can change here:
 * role and flags are the admins' (their field access says so too).
 */
export async function updateProfile(
  req: PayloadRequest,
  input: unknown,
): Promise<{ message: string; customer: Profile }> {
  const user = req.user as User | null
  if (!user) throw new UnauthorizedError()
  const check = checkProfile(input)
  if (!check.ok) throw new RuleError(check.message, check.errors)
  const form = check.value
  const email = form.email.toLowerCase()
  const movesEmail = changesEmail(user.email, email)

  if (movesEmail) {
    if (!form.password) throw new RuleError(PROFILE_MESSAGES.password, { password: [PROFILE_MESSAGES.password] })
    await consume(req, 'account-change', String(user.id))
    if (!(await verifyPassword(req.payload, user.id, form.password)))
      throw new RuleError(WRONG_PASSWORD, { password: [WRONG_PASSWORD] })
  }

  const saved = await inTransaction(req, async () => {
    if (movesEmail) {
      const { totalDocs } = await req.payload.count({
        collection: 'users',
        where: { and: [{ email: { equals: email } }, { id: { not_equals: user.id } }] },
        req,
        overrideAccess: true, // whether an e-mail is taken is the rule; nothing of that account is returned
      })
      if (totalDocs > 0) throw new ConflictError(EMAIL_TAKEN)
    }
    return req.payload.update({
      collection: 'users',
      id: user.id,
      data: {
        firstName: form.first_name,
        lastName: form.last_name,
        phone: form.phone || null,
        ...(movesEmail ? { email } : {}),
      },
      depth: 0,
      req,
      context: { [CREDENTIALS_CHECKED]: true }, // the password was checked above
      overrideAccess: false, // the customer's own record, with their own rights
    })
  })
  return { message: 'Your settings were saved.', customer: profileOf(saved) }
}
