import type { CollectionConfig } from 'payload'
import { adminFieldOnly } from '../../access'
import { ADDRESS_MAX } from '../../lib/address'
import { never, readAddresses, readCustomer, writeAddresses } from './access'
import { addressEndpoints } from './endpoints'
import { guardAddressBook, keepOnePrimary, lockBeforeDelete, promoteNewest } from './hooks'

/**
 * Customers' saved shipping addresses (account.md sections 3 and 7). Customers manage theirs through
 * /api/shipping-addresses (list, add, edit, delete, make primary); admins see and edit all of them in the admin
 * panel. A customer with addresses always has exactly one primary address: the hooks keep it so for every write,
 * under a per-customer lock (see lock.ts). The address is kept as entered (country and state names with their
 * codes), so a later edit of the countries does not rewrite where an order went.
 */
export const ShippingAddresses: CollectionConfig = {
  slug: 'shipping-addresses',
  labels: { singular: 'Shipping address', plural: 'Shipping addresses' },
  access: { read: readAddresses, create: writeAddresses, update: writeAddresses, delete: writeAddresses },
  admin: {
    group: 'People',
    useAsTitle: 'address1',
    defaultColumns: ['address1', 'city', 'countryName', 'customer', 'isPrimary', 'updatedAt'],
    listSearchableFields: ['address1', 'city', 'zip'],
    description: "Customers' saved addresses. Each customer with addresses has exactly one primary address.",
  },
  defaultSort: '-createdAt',
  timestamps: true,
  endpoints: addressEndpoints,
  hooks: {
    beforeChange: [guardAddressBook],
    afterChange: [keepOnePrimary],
    beforeDelete: [lockBeforeDelete],
    afterDelete: [promoteNewest],
  },
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { read: readCustomer, create: adminFieldOnly, update: never },
      admin: { position: 'sidebar', description: 'Whose address book it is in. Set once.' },
    },
    {
      name: 'isPrimary',
      label: 'Primary',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Marking one primary clears the others of the customer.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'address1', label: 'Address 1', type: 'text', required: true, maxLength: ADDRESS_MAX.address1 },
        { name: 'address2', label: 'Address 2', type: 'text', maxLength: ADDRESS_MAX.address2 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, maxLength: ADDRESS_MAX.city },
        { name: 'zip', label: 'ZIP', type: 'text', maxLength: ADDRESS_MAX.zip },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'countryCode', type: 'text', required: true, maxLength: 2 },
        { name: 'countryName', type: 'text', required: true, maxLength: ADDRESS_MAX.country },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'stateCode', label: 'State abbreviation', type: 'text', maxLength: 3 },
        { name: 'stateName', type: 'text', maxLength: ADDRESS_MAX.state },
        {
          name: 'stateString',
          label: 'State (typed)',
          type: 'text',
          maxLength: ADDRESS_MAX.state_string,
          admin: { description: 'For countries without a state list.' },
        },
      ],
    },
  ],
}
