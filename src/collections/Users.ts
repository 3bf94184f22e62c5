import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOnly, adminOrSelf, isStaff, ROLES } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
  },
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
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
        // The very first account (the admin's "create first user" screen) becomes an admin.
        if (operation === 'create') {
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
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      saveToJWT: true,
      options: ROLES.map((r) => ({ label: r[0]?.toUpperCase() + r.slice(1), value: r })),
      access: { create: adminFieldOnly, update: adminFieldOnly },
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
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: { position: 'sidebar' },
    },
    {
      name: 'isAffiliateMember',
      label: 'Affiliate member',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: { position: 'sidebar', description: 'Shows the Referral Program in the account.' },
    },
    {
      name: 'isPartner',
      label: 'Affiliate partner',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: { position: 'sidebar', description: 'Links the partner dashboard.' },
    },
  ],
}
