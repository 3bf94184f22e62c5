import type { CollectionConfig } from 'payload'
import { anyOf, nobodyField, staffFieldOnly, staffOnly } from '../../access'
import { moneyField } from '../../fields/money'
import { AMAZON_GROUP_RULE, AMAZON_LINK_RULE, isAmazonGroup, isAmazonLink } from '../../lib/amazon-products'

/**
 * The Amazon products slider's items (storefront.md sections 2, 7): a merchandiser fills them in the admin, each filed
 * under a group that a listing page names (its "Amazon slider group"). Shoppers read active items without their click
 * counts; `GET /api/amazon-products/increment/{id}` counts a click and sends the shopper to Amazon.
 */
export const AmazonProducts: CollectionConfig = {
  slug: 'amazon-products',
  labels: { singular: 'Amazon product', plural: 'Amazon products' },
  access: {
    // Shoppers see active items only; staff see every item (and its clicks, by field access below).
    read: anyOf(staffOnly, () => ({ active: { equals: true } })),
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'group', 'price', 'sort', 'active', 'clicks'],
    listSearchableFields: ['title', 'group'],
    description:
      'Items of the Amazon products slider. A listing page shows the group named in its settings ("Amazon slider group"), active items by sort order.',
  },
  defaultSort: ['group', 'sort'],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'text',
          required: true,
          index: true,
          maxLength: 60,
          admin: { description: 'Slug of the slider, e.g. "ps5-accessories"; pages name it.', width: '50%' },
          validate: (value: unknown) => (isAmazonGroup(value) ? true : AMAZON_GROUP_RULE),
        },
        {
          name: 'sort',
          type: 'number',
          required: true,
          defaultValue: 0,
          admin: { description: 'Lower first within the group.', step: 1, width: '50%' },
        },
      ],
    },
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'Upload the picture (its alt text is read out): Amazon may not be hotlinked.' },
    },
    moneyField({
      name: 'price',
      label: 'Price',
      description: 'Optional: Amazon changes prices, so leave it empty to show "See price on Amazon".',
    }),
    {
      name: 'link',
      label: 'Amazon link',
      type: 'text',
      required: true,
      maxLength: 2000,
      admin: { description: 'https link to the item on Amazon (your affiliate link is fine).' },
      validate: (value: unknown) => (isAmazonLink(value) ? true : AMAZON_LINK_RULE),
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Only active items are shown.' },
    },
    {
      name: 'clicks',
      type: 'number',
      defaultValue: 0,
      // Counted by the click endpoint (one SQL UPDATE); staff read it, nobody types it.
      access: { read: staffFieldOnly, create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true, description: 'Shoppers sent to Amazon from the slider.' },
    },
  ],
}
