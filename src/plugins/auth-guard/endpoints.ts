/**
 * `POST /api/users/login`, `/forgot-password` and `/reset-password`, in front of Payload's own. Collection endpoints
 * are matched before Payload's REST handlers, so these run first; Payload's are found by method and path (ours are
 * marked and skipped).
 *
 * - login: rate limit 'login' (failures per client and e-mail, and per client), the captcha when configured, then
 *   Payload's handler untouched; a login that succeeds gives its counted attempt back;
 * - forgot-password: rate limit 'password-reset', the form and captcha checked, then the same reply at once for every
 *   e-mail; the token and the mail (HTML and plain text) are made after the reply, so neither the answer nor its time
 *   tells whether the e-mail has an account;
 * - reset-password: rate limit 'password-reset' (per client and token), the new password's rule (minimum 6), then
 *   Payload's handler (which signs in); a bad or used token answers our words.
 *
 * Over a limit: 429 `{ message }` with Retry-After.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { resetMailFor } from '../../collections/Users'
import { replyForError } from '../../endpoints/http'
import { ACCOUNT_MESSAGES, checkForm, newPasswordField, resetRequestSchema } from '../../lib/account'
import { RuleError } from '../../lib/errors'
import { verifyCaptcha } from '../../server/captcha'
import { consume, refund } from '../../server/rate-limit'
import { emailOf, fieldOf, fromAdminForm } from './read-credentials'

export const AUTH_GUARD = 'padforgeAuthGuard'

const USERS = 'users'

function payloadOwn(req: PayloadRequest, path: string): Endpoint['handler'] {
  const own = (req.payload.collections.users?.config.endpoints || []).find(
    (e) => e.method === 'post' && e.path === path && !(e.custom && AUTH_GUARD in e.custom),
  )
  if (!own) throw new Error(`Payload's POST /users${path} is missing.`)
  return own.handler
}

function guarded(path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint {
  return {
    path,
    method: 'post',
    custom: { [AUTH_GUARD]: true },
    handler: async (req) => {
      try {
        return await handler(req)
      } catch (error) {
        return replyForError(error, (err) => req.payload.logger.error({ err, path: req.url }, `${path} failed`))
      }
    },
  }
}

export const guardedLoginEndpoint = guarded('/login', async (req) => {
  const handler = payloadOwn(req, '/login')
  const email = await emailOf(req)
  await consume(req, 'login', email)
  if (!fromAdminForm(req)) await verifyCaptcha(req, await fieldOf(req, 'captcha'))
  const response = await handler(req)
  // Only failures count: a login that worked gives its attempt back.
  if (response.ok) await refund(req, 'login', email)
  return response
})

/** Makes the reset token and mails the link, for an e-mail that has an account; nothing otherwise. */
export async function sendResetLink(payload: Payload, email: string): Promise<void> {
  // Payload's own operation stores the token and its expiry; the mail is ours, to carry a plain-text part too.
  const token = await payload.forgotPassword({ collection: USERS, data: { email }, disableEmail: true })
  if (!token) return
  const user = await payload.db.findOne<{ id: number; email: string; firstName?: string | null }>({
    collection: USERS,
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  if (user) await payload.sendEmail({ to: user.email, ...resetMailFor(user, String(token)) })
}

export const guardedForgotPasswordEndpoint = guarded('/forgot-password', async (req) => {
  const data = { email: await emailOf(req), captcha: await fieldOf(req, 'captcha') }
  await consume(req, 'password-reset', data.email)
  const check = checkForm(resetRequestSchema, data)
  if (!check.ok) throw new RuleError(check.message, check.errors)
  if (!fromAdminForm(req)) await verifyCaptcha(req, check.value.captcha)
  // Not awaited: the reply must not wait for the lookup or the mail (see the module comment).
  sendResetLink(req.payload, check.value.email).catch((err) =>
    req.payload.logger.error({ err }, 'the password reset mail could not be sent'),
  )
  return Response.json({ message: ACCOUNT_MESSAGES.resetSent }, { headers: { 'Cache-Control': 'no-store' } })
})

export const guardedResetPasswordEndpoint = guarded('/reset-password', async (req) => {
  const handler = payloadOwn(req, '/reset-password')
  await consume(req, 'password-reset', await fieldOf(req, 'token'))
  const password = newPasswordField.safeParse(await fieldOf(req, 'password'))
  if (!password.success) {
    const message = password.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordShort
    throw new RuleError(message, { password: [message] })
  }
  try {
    return await handler(req)
  } catch (error) {
    // Payload says 'Token is either invalid or has expired.' (403): the page shows our words and a way to ask again.
    if ((error as { status?: number }).status === 403)
      return Response.json({ message: ACCOUNT_MESSAGES.resetTokenBad }, { status: 403 })
    throw error
  }
})
