import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access'
import { validateCountryCode } from '../../fields/country-code'

/**
 * The tax table (checkout.md section 9): a rate by shipping country and, optionally, state, on the price minus the
 * discount; 'tax' fills the order's tax, 'vat' its VAT fee. The checkout reads it through the `TaxCalculator` seam
 * (src/lib/checkout/tax.ts), where a hosted tax service could replace the table.
 */
export const TaxRules: CollectionConfig = {
  slug: 'tax-rules',
  labels: { singular: 'Tax rule', plural: 'Tax rules' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: {
    group: 'Shop settings',
    useAsTitle: 'label',
    defaultColumns: ['label', 'country', 'state', 'rate', 'kind'],
    description: 'A state rule beats a country-wide one. Shipping is not taxed.',
  },
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
        { name: 'state', type: 'text', maxLength: 3, admin: { description: 'Abbreviation; empty for the country.' } },
        {
          name: 'rate',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: 'Percent, up to 3 decimals (7 or 8.875).' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'tax',
          options: [
            { label: 'Sales tax', value: 'tax' },
            { label: 'VAT', value: 'vat' },
          ],
        },
      ],
    },
    { name: 'label', type: 'text', required: true, maxLength: 80 },
  ],
}
