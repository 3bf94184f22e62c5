import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'
import { addonAdmin, addonFields } from './addon-fields'

export const Mods: CollectionConfig = {
  slug: 'mods',
  labels: { singular: 'Mod', plural: 'Mods' },
  access: catalogAccess,
  admin: addonAdmin('Rapid Fire mods (mod_{id}). Mods need Rapid Fire; on PS5 Edge a package instead.'),
  defaultSort: 'sort',
  fields: [
    ...addonFields(),
    {
      name: 'isDisabled',
      label: 'Disabled (hidden)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
  ],
}
