import type { CollectionConfig, Field } from 'payload'
import { adminFieldOnly, adminOnly, adminOrSelf, adminOrSelfField, isStaff, ROLES } from '../access'
import { RESET_LINK_MINUTES, resetLinkOf, SELF_REGISTRATION } from '../lib/account/reset'
import { passwordResetMail } from '../lib/mail/templates/password-reset'
import { publicServerUrl } from '../security/origins'

/**
 * Payload's own auth fields, named again only to give them a read rule: Payload merges a field of the same name into
 * its own (same type, same column), so the schema does not change. Without it, `sessions` answers its own read check
 * with `user?.id === doc?.id`, which is true for a guest when there is no document, i.e. when Payload checks a query
 * path such as `GET /api/reviews?where[customer.sessions.id][exists]=true`. (`salt` and `hash` cannot be named here;
 * they are hidden, so no query path reaches them.)
 */
const privateAuthFields: Field[] = [
  { name: 'email', type: 'email', required: true, access: { read: adminOrSelfField } },
  { name: 'resetPasswordToken', type: 'text', access: { read: adminOrSelfField } },
  { name: 'resetPasswordExpiration', type: 'date', access: { read: adminOrSelfField } },
  { name: 'loginAttempts', type: 'number', access: { read: adminOrSelfField } },
  { name: 'lockUntil', type: 'date', access: { read: adminOrSelfField } },
  { name: 'sessions', type: 'array', fields: [], access: { read: adminOrSelfField } },
]

/** The password reset mail of `user` with the storefront's link for `token`. */
export const resetMailFor = (user: { firstName?: string | null } | undefined, token: string) =>
  passwordResetMail({
    firstName: user?.firstName,
    url: resetLinkOf(publicServerUrl(), token),
    expiresInMinutes: RESET_LINK_MINUTES,
  })

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
    // The storefront's reset page, not the admin's. REST requests are answered by the auth guard, which sends this mail
    // itself with its plain-text part; these cover Payload's other paths (GraphQL), which send HTML only.
    forgotPassword: {
      expiration: RESET_LINK_MINUTES * 60 * 1000,
      generateEmailSubject: ({ user } = {}) => resetMailFor(user, '').subject,
      generateEmailHTML: ({ user, token } = {}) => resetMailFor(user, token ?? '').html,
    },
  },
  // Every field below also reads adminOrSelfField: a user's data is theirs and the admins', and nobody else may filter
  // on it through a relationship (reviews.customer, configurations.createdBy).
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Clearing a login lockout (POST /api/users/unlock) is for admins: Payload's default lets any signed-in user do it.
    unlock: adminOnly,
  },
  admin: {
    group: 'People',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'phone'],
    description: 'Customers, merchandisers and admins. Five failed logins lock an account for 15 minutes.',
  },
  hooks: {
    beforeChange: [
      async ({ operation, data, req }) => {
        // The very first account (the admin's "create first user" screen) becomes an admin; a shopper's own
        // registration never does.
        if (operation === 'create' && !req.context?.[SELF_REGISTRATION]) {
          const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
          if (totalDocs === 0) return { ...data, role: 'admin' }
        }
        return data
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', access: { read: adminOrSelfField } },
        { name: 'lastName', type: 'text', access: { read: adminOrSelfField } },
        { name: 'phone', type: 'text', access: { read: adminOrSelfField } },
      ],
    },
    ...privateAuthFields,
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      saveToJWT: true,
      options: ROLES.map((r) => ({ label: r[0]?.toUpperCase() + r.slice(1), value: r })),
      access: { read: adminOrSelfField, create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        position: 'sidebar',
        description: 'Customers shop; merchandisers edit the catalog and pages; admins do everything.',
      },
    },
    {
      name: 'canComment',
      label: 'May write reviews',
      type: 'checkbox',
      defaultValue: true,
      access: { read: adminOrSelfField, create: adminFieldOnly, update: adminFieldOnly },
      admin: { position: 'sidebar' },
    },
    {
      name: 'isAffiliateMember',
      label: 'Affiliate member',
      type: 'checkbox',
      defaultValue: false,
      access: { read: adminOrSelfField, create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Shows the Referral Program in the account. Follows their row in Affiliates.',
      },
    },
    {
      name: 'isPartner',
      label: 'Affiliate partner',
      type: 'checkbox',
      defaultValue: false,
      access: { read: adminOrSelfField, create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Links the partner dashboard. Follows their row in Affiliates (an approved partner).',
      },
    },
  ],
}
