import { generatePayloadCookie, type PayloadRequest } from 'payload'
import { ACCOUNT_MESSAGES, checkForm, registerSchema, SELF_REGISTRATION } from '../../../lib/account'
import { ConflictError, RuleError } from '../../../lib/errors'
import { welcomeMail } from '../../../lib/mail/templates/welcome'
import { ACCOUNT_HOME } from '../../../lib/routes/account'
import { type Viewer, viewerOf } from '../../../lib/session'
import type { User } from '../../../payload-types'
import { publicServerUrl } from '../../../security/origins'
import { accountExists } from '../../../server/account-exists'
import { verifyCaptcha } from '../../../server/captcha'
import { consume } from '../../../server/rate-limit'

/**
 * A shopper creates their own account: only first and last name, e-mail and password are read (role 'customer', the
 * flags their defaults, whatever else the body says). Checks the form (422 with the spec's messages), the rate limit
 * 'register' (429), the captcha when configured (422); an e-mail that has an account, in any case, is ConflictError
 * (409) with checkout.md's message, also when two registrations race (the unique index decides). Then signs the
 * shopper in and sends the welcome mail (a failed mail is logged, the account stands).
 */
export async function registerCustomer(
  req: PayloadRequest,
  form: unknown,
): Promise<{ customer: Viewer; cookie: string }> {
  const check = checkForm(registerSchema, form)
  if (!check.ok) throw new RuleError(check.message, check.errors)
  const { firstName, lastName, password, captcha } = check.value
  const email = check.value.email.toLowerCase()
  await consume(req, 'register')
  await verifyCaptcha(req, captcha)
  const taken = () => new ConflictError(ACCOUNT_MESSAGES.emailTaken)
  if (await accountExists(req, email)) throw taken()

  let user: User
  try {
    user = await req.payload.create({
      collection: 'users',
      data: { firstName, lastName, email, password, role: 'customer' },
      overrideAccess: true, // registration is the rule: guests may not create users through the API; only "taken" is learnt
      context: { [SELF_REGISTRATION]: true },
      req,
    })
  } catch (error) {
    // The other registration of the same e-mail won the unique index between our check and this insert.
    if (await accountExists(req, email).catch(() => false)) throw taken()
    throw error
  }

  const { token } = await req.payload.login({ collection: 'users', data: { email, password }, req })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: req.payload.collections.users.config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token: token ?? '',
  })
  await sendWelcome(req, user)
  return { customer: viewerOf(user)!, cookie }
}

async function sendWelcome(req: PayloadRequest, user: User): Promise<void> {
  const server = publicServerUrl()
  try {
    await req.payload.sendEmail({
      to: user.email,
      ...welcomeMail({ firstName: user.firstName, accountUrl: `${server}${ACCOUNT_HOME}`, storeUrl: `${server}/` }),
    })
  } catch (err) {
    req.payload.logger.error({ err, user: user.id }, 'the welcome mail could not be sent')
  }
}
