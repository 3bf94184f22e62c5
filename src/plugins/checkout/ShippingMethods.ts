import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../../access'
import { validateCountryCode } from '../../fields/country-code'
import { moneyField } from '../../fields/money'
import { CARRIERS } from '../../lib/checkout/carriers'

/**
 * Shipping methods by carrier (issue 12 item 1): the zones they serve, their price rule, days in transit, whether
 * they may carry Same Day Assembly, a caption. Merchandisers edit them; the checkout lists the active methods serving
 * the address's zone in `sort` order (the first is the default choice, checkout.md section 4). Public read: a
 * method's name and price are shown to every shopper.
 */
export const ShippingMethods: CollectionConfig = {
  slug: 'shipping-methods',
  labels: { singular: 'Shipping method', plural: 'Shipping methods' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: {
    group: 'Shop settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'carrier', 'price', 'deliveryTime', 'isSdaSupported', 'active', 'sort'],
    description:
      'What the checkout offers per package. The first active method serving an address is the default choice; the one with the fewest days in transit is marked Recommended.',
  },
  defaultSort: 'sort',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'carrier',
          type: 'select',
          required: true,
          options: CARRIERS.map((c) => ({ label: c.label, value: c.key })),
        },
        { name: 'sort', type: 'number', defaultValue: 0, admin: { step: 1, description: 'Lower comes first.' } },
      ],
    },
    { name: 'caption', type: 'text', maxLength: 160, admin: { description: 'A short line under the method.' } },
    {
      type: 'row',
      fields: [
        moneyField({ name: 'price', label: 'Price per package', required: true, defaultValue: 0 }),
        moneyField({
          name: 'pricePerExtraItem',
          label: 'Each further item',
          defaultValue: 0,
          description: 'Added for every item in the package after the first.',
        }),
        {
          name: 'deliveryTime',
          label: 'Days in transit',
          type: 'number',
          required: true,
          min: 0,
          max: 60,
          defaultValue: 3,
          admin: { step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isSdaSupported',
          label: 'Carries Same Day Assembly',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'freeOverThreshold',
          label: 'Free over the US threshold',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: "Free on US orders from the site's free-shipping threshold." },
        },
        { name: 'active', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
    {
      name: 'zones',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Where it ships: a country, optionally limited to some states (abbreviations).' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'country',
              type: 'text',
              required: true,
              maxLength: 2,
              validate: validateCountryCode,
            },
            {
              name: 'states',
              type: 'text',
              hasMany: true,
              maxRows: 80,
              admin: { description: 'Leave empty for the whole country.' },
            },
          ],
        },
      ],
    },
  ],
}
