import type { CollectionConfig } from 'payload'
import { catalogAccess, stockFieldAccess } from '../../access'
import { colorField } from '../../fields/color'
import { moneyField } from '../../fields/money'
import { LAYER_PARTS } from '../../lib/option-templates'
import { PREVIEW_SIDES, STOCK_POLICY_CONTINUE, STOCK_POLICY_DENY } from '../../lib/platforms'

export const OptionValues: CollectionConfig = {
  slug: 'option-values',
  labels: { singular: 'Option value', plural: 'Option values' },
  access: catalogAccess,
  admin: {
    group: 'Creator options',
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'option', 'group', 'price', 'stock', 'isDefault'],
    listSearchableFields: ['name', 'group'],
    description:
      'A choice inside an option (e.g. "Cosmic Red" body). Carries its price, stock and the layer images the preview stacks.',
  },
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'option', type: 'relationship', relationTo: 'options', required: true, index: true },
    {
      name: 'group',
      type: 'text',
      admin: {
        description:
          'Group heading in pickers (e.g. "Exclusive Designs"). Starting with "@" marks a sub-component value that is never listed; a comma-separated list of keys (option_12_value_40) links options.',
      },
    },
    {
      type: 'row',
      fields: [
        moneyField({ name: 'price', label: 'Price', defaultValue: 0, required: true }),
        moneyField({ name: 'newPrice', label: 'Sale price', description: 'Charged instead of the price when set.' }),
        moneyField({ name: 'oldPrice', label: 'Old price', description: 'Shown struck through.' }),
      ],
    },
    colorField('color', 'Colour', false, 'Swatch colour, e.g. #c8102e. Swatches also show the name.'),
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      admin: { description: 'Extra words shoppers may search for (e.g. "red", "matte").' },
    },
    { name: 'tooltip', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'isDefault', label: 'Default', type: 'checkbox', defaultValue: false },
        { name: 'isDisabled', label: 'Disabled (hidden)', type: 'checkbox', defaultValue: false },
        { name: 'isUnavailable', label: 'Unavailable', type: 'checkbox', defaultValue: false },
        { name: 'isFeatured', label: 'Featured', type: 'checkbox', defaultValue: false },
        { name: 'isWaiting', label: 'Awaiting stock', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'stock',
          type: 'number',
          min: 0,
          defaultValue: 0,
          // The warehouse count is not public (REST, GraphQL, query paths): shoppers get capped stock from the creator.
          access: stockFieldAccess,
          admin: { description: 'Parts on hand.' },
          validate: (value: number | null | undefined) =>
            value === null || value === undefined || (Number.isInteger(value) && value >= 0)
              ? true
              : 'Stock must be a whole number, 0 or more.',
        },
        {
          name: 'stockPolicy',
          type: 'number',
          defaultValue: STOCK_POLICY_DENY,
          required: true,
          admin: {
            description: `${STOCK_POLICY_DENY} = stop selling at zero stock; ${STOCK_POLICY_CONTINUE} = keep selling when out of stock.`,
          },
          validate: (value: number | null | undefined) =>
            value === STOCK_POLICY_DENY || value === STOCK_POLICY_CONTINUE
              ? true
              : `Stock policy must be ${STOCK_POLICY_DENY} or ${STOCK_POLICY_CONTINUE}.`,
        },
      ],
    },
    {
      name: 'layers',
      type: 'array',
      admin: {
        description: 'Transparent images the preview stacks, one per side. Higher stacking order is drawn on top.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'side',
              type: 'select',
              required: true,
              options: PREVIEW_SIDES.map((s) => ({ label: s, value: s })),
            },
            {
              name: 'part',
              type: 'select',
              options: LAYER_PARTS.map((p) => ({ label: p, value: p })),
              admin: { description: 'Controller part this image draws.' },
            },
            { name: 'zIndex', label: 'Stacking order', type: 'number', required: true, defaultValue: 10 },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
