import type { CollectionConfig } from 'payload'
import { adminOnly, nobodyField, staffOnly } from '../../access'
import { guardDeleteWhileHeld } from '../../collections/delete-guard'
import { PARTNER_NOTIFICATIONS } from '../../lib/affiliates/notifications'
import { emailKey } from '../../lib/email-identity'
import { syncCustomerFlags } from './hooks'

/**
 * Affiliates (issue 31 item 1): referral members (customers who share their link) and partners (sites and creators
 * who send traffic). Each has a unique code that `?ref=` carries. Administrators approve partners and suspend either;
 * the customer's `isAffiliateMember` / `isPartner` flags follow from these rows. Customers read their own through
 * GET /api/affiliates/me, never this collection's REST.
 */
export const Affiliates: CollectionConfig = {
  slug: 'affiliates',
  labels: { singular: 'Affiliate', plural: 'Affiliates' },
  access: { read: staffOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Affiliates',
    useAsTitle: 'email',
    defaultColumns: ['email', 'code', 'kind', 'status', 'customer', 'createdAt'],
    listSearchableFields: ['email', 'code', 'name'],
    description: 'Referral members and partners. Approve a partner to let their links earn commissions.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  hooks: {
    afterChange: [syncCustomerFlags],
    beforeDelete: [
      guardDeleteWhileHeld(
        'affiliates',
        (holders) => `This affiliate cannot be deleted: ${holders} of theirs are on record. Suspend them instead.`,
      ),
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          unique: true,
          index: true,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
        },
        {
          name: 'emailKey',
          type: 'text',
          index: true,
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, hidden: true },
          hooks: {
            beforeChange: [
              ({ siblingData }) => (typeof siblingData.email === 'string' ? emailKey(siblingData.email) : null),
            ],
          },
        },
        { name: 'name', type: 'text', maxLength: 120, admin: { description: 'Shown to referred friends.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: { update: nobodyField },
          admin: { description: 'What ?ref= carries. Set once.' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'member',
          options: [
            { label: 'Referral member', value: 'member' },
            { label: 'Partner', value: 'partner' },
          ],
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { label: 'Pending', value: 'pending' },
            { label: 'Approved', value: 'approved' },
            { label: 'Suspended', value: 'suspended' },
          ],
        },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'users', unique: true, index: true },
    {
      name: 'notifications',
      type: 'select',
      hasMany: true,
      options: PARTNER_NOTIFICATIONS.map((n) => ({ label: n.label, value: n.key })),
      admin: { description: 'The partner mails this affiliate wants. Empty until they choose: the defaults apply.' },
    },
    { name: 'notificationsChosen', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    {
      name: 'visits',
      type: 'join',
      collection: 'affiliate-visits',
      on: 'affiliate',
      admin: { defaultColumns: ['landing', 'referrerHost', 'createdAt'] },
    },
    {
      name: 'referrals',
      type: 'join',
      collection: 'referrals',
      on: 'affiliate',
      admin: { defaultColumns: ['order', 'reward', 'selfReferral', 'createdAt'] },
    },
    {
      name: 'ledger',
      type: 'join',
      collection: 'affiliate-ledger',
      on: 'affiliate',
      admin: { defaultColumns: ['kind', 'amount', 'status', 'order', 'createdAt'] },
    },
  ],
}
