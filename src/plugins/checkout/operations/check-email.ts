import type { PayloadRequest } from 'payload'
import { ACCOUNT_MESSAGES } from '../../../lib/account/schemas'
import { RuleError } from '../../../lib/errors'
import { emailProblem } from '../../../lib/forms/email'
import { accountExists } from '../../../server/account-exists'
import { consume } from '../../../server/rate-limit'

/**
 * POST /api/order/check-email (checkout.md sections 5, 6, 8): a guest's e-mail that belongs to a customer makes the
 * checkout invalid with 'Customer with this E-mail already registered, Please Sign In'. It tells whether an account
 * exists, as the spec wants, so it is rate limited per client. A malformed address is answered as not registered
 * (the address form reports it).
 */
export async function checkEmail(req: PayloadRequest, email: string): Promise<{ exists: false }> {
  await consume(req, 'check-email')
  const address = email.trim().toLowerCase()
  if (emailProblem(address)) return { exists: false }
  if (await accountExists(req, address))
    throw new RuleError(ACCOUNT_MESSAGES.emailTaken, { register_email: [ACCOUNT_MESSAGES.emailTaken] })
  return { exists: false }
}
