import type { CollectionConfig } from 'payload'
import { adminOnly, anyone } from '../../access'
import { validateCountryCode } from '../../fields/country-code'

const STATE_CODE = /^[A-Z0-9]{1,3}$/

/**
 * Countries the store knows, seeded from `country-region-data` (src/seed/write-countries.ts), editable by admins:
 * whether the store ships there, whether an address there needs a ZIP and a state, and the state list of the
 * countries with a state selector (US and GB). The address rules (src/lib/address) and GET /api/order/countries-list
 * read it. States are an array on the country rather than a collection of their own: a list belongs to one country,
 * is edited with it and read with it in one query.
 */
export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: 'Country', plural: 'Countries' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Shop settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'enabled', 'postalRequired', 'stateRequired'],
    listSearchableFields: ['name', 'code'],
    description:
      'Where the store ships. Only enabled countries are offered in address forms. A country with a state list shows a state selector; one that requires a state but has no list asks for it as text.',
  },
  defaultSort: 'name',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          maxLength: 2,
          admin: { description: 'ISO 3166-1 alpha-2, e.g. US.' },
          validate: validateCountryCode,
        },
        { name: 'name', type: 'text', required: true, maxLength: 80 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'enabled',
          label: 'Ship here',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          admin: { description: 'Offered in address forms.' },
        },
        {
          name: 'postalRequired',
          label: 'ZIP required',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'The country uses postal codes (always required for the US).' },
        },
        {
          name: 'stateRequired',
          label: 'State required',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'From the list below, or typed when there is no list.' },
        },
      ],
    },
    {
      name: 'states',
      type: 'array',
      labels: { singular: 'State', plural: 'States' },
      admin: {
        initCollapsed: true,
        description: 'Only for countries with a state selector (US and GB). Leave empty to ask for the state as text.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              required: true,
              maxLength: 3,
              admin: { description: 'Abbreviation, e.g. NY.' },
              validate: (value: unknown) =>
                typeof value === 'string' && STATE_CODE.test(value) ? true : 'Use 1–3 capital letters or digits.',
            },
            { name: 'name', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
  ],
}
