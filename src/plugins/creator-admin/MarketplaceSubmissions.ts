import type { CollectionConfig } from 'payload'
import { adminOnly, nobody } from '../../access'

export const SUBMISSION_STATUSES = [
  { label: 'Sent', value: 'sent' },
  { label: 'Failed', value: 'failed' },
  { label: 'No marketplace configured', value: 'not-configured' },
] as const

/**
 * Every "send to marketplace" an admin asked for (POST /api/marketplace-products), with what came of it. Written only
 * by that endpoint; admins read and delete them.
 */
export const MarketplaceSubmissions: CollectionConfig = {
  slug: 'marketplace-submissions',
  labels: { singular: 'Marketplace submission', plural: 'Marketplace submissions' },
  access: { create: nobody, read: adminOnly, update: nobody, delete: adminOnly },
  admin: {
    group: 'Catalog',
    useAsTitle: 'productName',
    defaultColumns: ['productName', 'marketplace', 'status', 'message', 'createdAt'],
    listSearchableFields: ['productName', 'marketplace', 'message'],
    description: 'Products admins sent to a marketplace from the creator, and what the marketplace answered.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', index: true, admin: { readOnly: true } },
    {
      name: 'productName',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The name when it was sent (kept when the product is deleted).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'marketplace',
          type: 'text',
          required: true,
          admin: { readOnly: true, description: 'Adapter id; "none" when no marketplace was configured.' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          options: SUBMISSION_STATUSES.map((s) => ({ label: s.label, value: s.value })),
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'message', type: 'textarea', admin: { readOnly: true } },
    { name: 'submittedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
