import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'
import { addonAdmin, addonFields } from './addon-fields'

export const Packages: CollectionConfig = {
  slug: 'packages',
  labels: { singular: 'Package', plural: 'Packages' },
  access: catalogAccess,
  admin: addonAdmin('Bundles of mods at one price (package_{id}). Choosing one checks and locks its mods.'),
  defaultSort: 'sort',
  fields: [
    ...addonFields(),
    {
      name: 'mods',
      type: 'relationship',
      relationTo: 'mods',
      hasMany: true,
      required: true,
      admin: { description: 'Mods the package turns on.' },
    },
  ],
}
