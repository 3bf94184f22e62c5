import { randomBytes } from 'node:crypto'
import type { CollectionConfig } from 'payload'
import { catalogAccess, stockFieldAccess } from '../../access'
import { savedConfigurationSchema } from '../../creator/selection'
import { moneyField } from '../../fields/money'
import { slugField } from '../../fields/slug'
import { PRODUCT_CONDITIONS, PRODUCT_STATUSES, PRODUCT_TYPES, SHIPPING_GROUPS } from '../../lib/products'
import { zodFieldValidator } from '../../lib/zod-field'

const newUid = () => randomBytes(4).toString('hex').toUpperCase()

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  access: catalogAccess,
  admin: {
    group: 'Catalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'platform', 'price', 'status', 'inStock', 'availableQuantity'],
    listSearchableFields: ['name', 'slug', 'uid', 'listingText'],
    description: 'Prebuilt configured controllers, standard controllers and accessories.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Basics',
          fields: [
            { name: 'name', type: 'text', required: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'modded_controller',
                  options: PRODUCT_TYPES.map((t) => ({ label: t.label, value: t.value })),
                },
                {
                  name: 'platform',
                  type: 'relationship',
                  relationTo: 'platforms',
                  index: true,
                  admin: { description: 'Empty for accessories that fit every platform.' },
                },
                { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
              ],
            },
            {
              type: 'row',
              fields: [
                moneyField({ name: 'price', label: 'Price', required: true }),
                moneyField({ name: 'oldPrice', label: 'Old price', description: 'Shown struck through.' }),
              ],
            },
            {
              name: 'listingText',
              type: 'textarea',
              maxLength: 300,
              admin: { description: 'One or two sentences shown on product cards.' },
            },
            { name: 'description', type: 'richText' },
            {
              name: 'images',
              type: 'array',
              admin: { description: 'Gallery images; the first is the card image.' },
              fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
            },
          ],
        },
        {
          label: 'Details',
          fields: [
            {
              name: 'brand',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text' },
                    { name: 'link', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'condition',
              type: 'select',
              defaultValue: 'new',
              options: PRODUCT_CONDITIONS.map((c) => ({ label: c.label, value: c.value })),
            },
            {
              name: 'features',
              type: 'array',
              admin: { description: 'Feature lists; each group has a title and bullet points.' },
              fields: [
                { name: 'title', type: 'text' },
                { name: 'items', type: 'text', hasMany: true, required: true },
              ],
            },
            {
              name: 'variations',
              type: 'array',
              labels: { singular: 'Variation', plural: 'Variations' },
              admin: {
                description:
                  'Other versions of this product a shopper can switch to (a colour, a model), shown on its page: 3 at first, then Show All.',
              },
              fields: [
                {
                  name: 'name',
                  type: 'text',
                  required: true,
                  admin: { description: 'What differs: "Colour", "Model".' },
                },
                {
                  name: 'products',
                  type: 'relationship',
                  relationTo: 'products',
                  hasMany: true,
                  required: true,
                  maxRows: 24,
                  // Products list products: filled in on the product read itself only, never again inside (issue 50).
                  maxDepth: 1,
                  admin: { description: 'The versions, in order; this product may be among them.' },
                },
              ],
            },
            {
              name: 'specificationGroups',
              type: 'array',
              admin: { description: 'Specifications compared side by side ("group|feature").' },
              fields: [
                { name: 'group', type: 'text', required: true },
                {
                  name: 'specs',
                  type: 'array',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'feature', type: 'text', required: true },
                        { name: 'value', type: 'text', required: true },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'comparable', type: 'checkbox', defaultValue: true },
                {
                  name: 'discountable',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'Coupons apply only when every product in the cart is discountable.' },
                },
                {
                  name: 'classifier',
                  type: 'number',
                  admin: { description: 'Only products with the same classifier are compared.' },
                },
                {
                  name: 'shippingGroup',
                  type: 'select',
                  defaultValue: 'controller',
                  options: SHIPPING_GROUPS.map((g) => ({ label: g.label, value: g.value })),
                },
              ],
            },
          ],
        },
        {
          label: 'Configuration',
          description: 'For prebuilt configured controllers: the creator selection this product was built from.',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'isConfigurable',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { description: 'Opens in the creator.' },
                },
                { name: 'custom', type: 'checkbox', defaultValue: false, admin: { description: 'Built to order.' } },
              ],
            },
            {
              name: 'configuration',
              type: 'json',
              admin: {
                components: { Field: '/src/components/admin/JsonField#JsonField' },
                description: '{ "selected": {...}, "tempPull": {...} } as saved by the creator.',
              },
              validate: zodFieldValidator(savedConfigurationSchema, 'Configuration'),
            },
          ],
        },
      ],
    },
    slugField('name'),
    {
      name: 'uid',
      label: 'UID',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Stock-keeping code. Filled in when left empty.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : newUid())] },
    },
    { name: 'label', type: 'relationship', relationTo: 'labels', admin: { position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: PRODUCT_STATUSES.map((s) => ({ label: s.label, value: s.value })),
      admin: { position: 'sidebar', description: '"Coming soon" shows a disabled Coming Soon button.' },
    },
    { name: 'inStock', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    {
      name: 'availableQuantity',
      type: 'number',
      min: 0,
      defaultValue: 0,
      // The warehouse count is staff-only (REST, GraphQL, query paths): shoppers are told at most MAX_QUANTITY.
      access: stockFieldAccess,
      admin: { position: 'sidebar', description: 'Units that can be sold now.' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown on the home page.' },
    },
  ],
}
