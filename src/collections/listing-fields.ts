import type { Field } from 'payload'
import { AMAZON_GROUP_RULE, isAmazonGroup } from '../lib/amazon-products'
import { PRODUCT_TYPES } from '../lib/products'
import { isValidSlug } from '../lib/slug'

const isListing = (data: Partial<Record<string, unknown>> | undefined) => data?.kind === 'listing'

/**
 * A listing page's settings (storefront.md section 2): which products it shows (types, categories) and the filter
 * shoppers get (`platform[]` with the values and platforms set here, or `modification[]`: modded, custom).
 */
export const listingFields: Field = {
  name: 'listing',
  type: 'group',
  admin: { condition: isListing },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      maxLength: 400,
      admin: { description: 'One or two sentences under the title.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'types',
          type: 'select',
          hasMany: true,
          options: PRODUCT_TYPES.map((t) => ({ label: t.label, value: t.value })),
          admin: { description: 'Only these product types; none chosen: every type.' },
        },
        {
          name: 'categories',
          type: 'relationship',
          relationTo: 'categories',
          hasMany: true,
          admin: { description: 'Only products of these categories; none chosen: any category.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'facet',
          label: 'Filter',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: [
            { label: 'None', value: 'none' },
            { label: 'By platform (platform[])', value: 'platform' },
            { label: 'By modification (modification[]: modded, custom)', value: 'modification' },
          ],
        },
        {
          name: 'pageSize',
          type: 'number',
          required: true,
          defaultValue: 24,
          min: 6,
          max: 60,
          admin: { description: 'Products per page.' },
        },
      ],
    },
    {
      name: 'platformFilters',
      type: 'array',
      maxRows: 20,
      admin: {
        condition: (_data, sibling) => sibling?.facet === 'platform',
        description: 'The platform filter: its value in the address (e.g. playstation-5) and the platform it means.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                isValidSlug(value) ? true : 'Lower-case words joined by hyphens, e.g. playstation-5.',
            },
            { name: 'label', type: 'text', required: true },
            { name: 'platform', type: 'relationship', relationTo: 'platforms', required: true },
          ],
        },
      ],
    },
    {
      name: 'amazonGroup',
      label: 'Amazon slider group',
      type: 'text',
      maxLength: 60,
      admin: {
        description:
          'Shows the Amazon products slider of this group (Content → Amazon products) under the products; empty: no slider.',
      },
      validate: (value: string | null | undefined) =>
        value === null || value === undefined || value === '' || isAmazonGroup(value) ? true : AMAZON_GROUP_RULE,
    },
  ],
}
