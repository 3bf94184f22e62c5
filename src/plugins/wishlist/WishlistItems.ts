import type { CollectionConfig } from 'payload'
import { deleteItems, readCustomer, readItems, writeItems } from './access'

/**
 * The wish lists of signed-in customers (storefront.md sections 3, 4 and 7; account.md section 2): one entry per saved
 * product or stored configuration. Customers add, list, move and remove theirs only through /api (the plugin's
 * endpoints); staff read them all in the admin panel. An entry of a configuration names the configuration (by which
 * the browser knows it, its uid) and, when there is one, the product it was built from.
 */
export const WishlistItems: CollectionConfig = {
  slug: 'wishlist-items',
  labels: { singular: 'Wish list item', plural: 'Wish list items' },
  access: { read: readItems, create: writeItems, update: writeItems, delete: deleteItems },
  admin: {
    group: 'People',
    defaultColumns: ['customer', 'product', 'configuration', 'position', 'createdAt'],
    description: "Customers' wish lists. Read-only: customers save items from the storefront.",
  },
  defaultSort: '-position',
  timestamps: true,
  indexes: [
    // One entry per customer and product, and per customer and configuration (NULLs never clash in Postgres).
    { fields: ['customer', 'product'], unique: true },
    { fields: ['customer', 'configuration'], unique: true },
  ],
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { read: readCustomer },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      index: true,
      admin: { readOnly: true, description: 'The saved product (empty for a configuration).' },
    },
    {
      name: 'configuration',
      type: 'relationship',
      relationTo: 'configurations',
      index: true,
      admin: { readOnly: true, description: 'The saved configuration, when a configured controller was saved.' },
    },
    {
      name: 'baseProduct',
      type: 'relationship',
      relationTo: 'products',
      admin: { readOnly: true, description: 'The product a saved configuration was built from, when there is one.' },
    },
    {
      name: 'position',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Higher is nearer the top: a new item and one moved to the top get the highest.',
      },
    },
  ],
}
