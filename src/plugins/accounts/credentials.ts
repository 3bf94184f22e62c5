import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  ValidationError,
} from 'payload'
import { sameId } from '../../access'
import {
  CREDENTIAL_MESSAGES,
  type CredentialChange,
  CURRENT_PASSWORD_FIELD,
  credentialChange,
  newPasswordProblem,
} from '../../lib/account/credentials'
import { TooManyRequestsError } from '../../lib/errors'
import { accountChangedMail } from '../../lib/mail/templates/account-changed'
import { consume } from '../../server/rate-limit'
import { verifyPassword } from '../auth-guard'
import { mailBrand, sendMail, storeLink } from '../mail'

/**
 * Set in an update's `context` by an operation that has checked the current password itself (My Settings), so the
 * hook does not ask for it again.
 */
export const CREDENTIALS_CHECKED = 'padforgeCredentialsChecked'
const CHANGED = 'padforgeCredentialsChanged'

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ path, message }] })

/** Is the signed-in caller the user being changed? */
const isSelf = (user: { id?: unknown; collection?: string } | null | undefined, id: unknown) =>
  Boolean(user && user.collection === 'users' && sameId(user.id, id))

/**
 * Every way to change a user (Payload's PATCH /api/users/{id}, GraphQL updateUser, the admin panel, the local API):
 * a new password has the registration's minimum; a user changing their OWN e-mail or password gives the current
 * password (rate limited per account, like My Settings). An admin changing another user's does not (support sets
 * them), but the old address is told either way (`mailOldAddress`).
 */
const guardCredentials: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const problem = newPasswordProblem(data.password)
  if (problem) throw refuse('password', problem)
  const current = data[CURRENT_PASSWORD_FIELD]
  delete data[CURRENT_PASSWORD_FIELD]
  if (operation !== 'update' || !originalDoc) return data
  const change = credentialChange(originalDoc.email, data)
  if (!change.email && !change.password) return data
  if (isSelf(req.user, originalDoc.id) && !req.context?.[CREDENTIALS_CHECKED]) {
    if (typeof current !== 'string' || !current)
      throw refuse(CURRENT_PASSWORD_FIELD, CREDENTIAL_MESSAGES.currentPassword)
    try {
      await consume(req, 'account-change', String(originalDoc.id))
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw new APIError(error.message, 429)
      throw error
    }
    if (!(await verifyPassword(req.payload, originalDoc.id, current)))
      throw refuse(CURRENT_PASSWORD_FIELD, CREDENTIAL_MESSAGES.wrongPassword)
  }
  req.context[`${CHANGED}:${originalDoc.id}`] = change
  return data
}

/** Tells the address the account had before that its e-mail or password changed. A failed mail is logged only. */
const mailOldAddress: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const key = `${CHANGED}:${doc.id}`
  const change = req.context?.[key] as CredentialChange | undefined
  if (!change || !previousDoc?.email) return doc
  delete req.context[key]
  try {
    await sendMail(req.payload, {
      to: previousDoc.email,
      mail: accountChangedMail(
        { firstName: previousDoc.firstName, change, newEmail: doc.email, resetUrl: storeLink('/password/reset') },
        await mailBrand(req.payload),
      ),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, user: doc.id }, 'The account-changed mail could not be sent')
  }
  return doc
}

/** The admin's "Current password" box: shown on one's own user only, never stored or returned. */
const currentPasswordField: Field = {
  name: CURRENT_PASSWORD_FIELD,
  label: 'Current password',
  type: 'text',
  virtual: true,
  hooks: { afterRead: [() => undefined] },
  admin: {
    condition: (data, _sibling, { user }) => isSelf(user as never, data?.id),
    description: 'Needed to change your own e-mail or password.',
    components: { Field: '/src/components/admin/CurrentPasswordField#CurrentPasswordField' },
  },
}

/** The users collection with the credential rules above. */
export function withCredentialRules(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    fields: [...users.fields, currentPasswordField],
    hooks: {
      ...users.hooks,
      beforeChange: [...(users.hooks?.beforeChange ?? []), guardCredentials],
      afterChange: [...(users.hooks?.afterChange ?? []), mailOldAddress],
    },
  }
}
