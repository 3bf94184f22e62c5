import type { CollectionConfig } from 'payload'
import { nobody, staffOnly } from '../../access'
import { guardDeleteWhileHeld } from '../../collections/delete-guard'
import { MONEY_CELL } from '../../fields/money'

/**
 * An order attributed to an affiliate (issue 31 item 3): at most one per order (the unique `order`), written by the
 * attribution operation only. `reward` is what the affiliate earns for it (0 for none, with `rewardNote` saying why).
 */
export const Referrals: CollectionConfig = {
  slug: 'referrals',
  labels: { singular: 'Referred order', plural: 'Referred orders' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Affiliates',
    defaultColumns: ['order', 'affiliate', 'reward', 'rewardNote', 'createdAt'],
    description: 'Orders placed through an affiliate link. A self-referral earns nothing.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  hooks: {
    beforeDelete: [
      guardDeleteWhileHeld('referrals', (holders) => `This referred order cannot be deleted: ${holders} hold it.`),
    ],
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, index: true },
    { name: 'affiliate', type: 'relationship', relationTo: 'affiliates', required: true, index: true },
    {
      name: 'source',
      type: 'select',
      options: ['checkout', 'attach'],
      admin: { description: 'How it was attributed.' },
    },
    {
      name: 'selfReferral',
      type: 'select',
      options: ['customer', 'email', 'address', 'card', 'paypal'],
      admin: { description: 'Set when the buyer is the affiliate: what gave them away.' },
    },
    { name: 'reward', type: 'number', defaultValue: 0, admin: { components: { Cell: MONEY_CELL } } },
    { name: 'rewardNote', type: 'text' },
  ],
}
