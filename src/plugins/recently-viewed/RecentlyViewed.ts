import type { CollectionConfig } from 'payload'
import { anyOf, nobody, ownerOf, staffOnly } from '../../access'

/**
 * A signed-in customer's viewed products (storefront.md section 3: browsing history), one row per customer and
 * product, the newest `viewedAt` first. Written only by the plugin's operations; customers read their own.
 */
export const RecentlyViewed: CollectionConfig = {
  // Not 'recently-viewed': that is the spec's call, POST /api/recently-viewed, which a collection would shadow.
  slug: 'browsing-history',
  labels: { singular: 'Browsing history entry', plural: 'Browsing history' },
  access: {
    read: anyOf(staffOnly, ownerOf('customer')),
    create: nobody,
    update: nobody,
    delete: staffOnly,
  },
  admin: {
    group: 'Customers',
    defaultColumns: ['customer', 'product', 'viewedAt'],
    description: 'What signed-in customers looked at (kept 60 per customer), for their browsing history.',
  },
  defaultSort: '-viewedAt',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'viewedAt', type: 'date', required: true, index: true },
  ],
}
