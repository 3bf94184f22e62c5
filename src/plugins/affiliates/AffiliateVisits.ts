import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, staffOnly } from '../../access'

/** Visits through an affiliate's link (issue 31 items 3 and 7): what the admin shows beside their orders. */
export const AffiliateVisits: CollectionConfig = {
  slug: 'affiliate-visits',
  labels: { singular: 'Affiliate visit', plural: 'Affiliate visits' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: adminOnly },
  admin: {
    group: 'Affiliates',
    defaultColumns: ['affiliate', 'landing', 'referrerHost', 'createdAt'],
    description: 'Each arrival through an affiliate link (?ref=).',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'affiliate', type: 'relationship', relationTo: 'affiliates', required: true, index: true },
    { name: 'landing', type: 'text', maxLength: 300, admin: { description: 'The page they arrived on.' } },
    { name: 'referrerHost', type: 'text', maxLength: 120, admin: { description: 'The site the click came from.' } },
  ],
}
