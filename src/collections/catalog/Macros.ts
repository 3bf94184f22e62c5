import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'
import { addonAdmin, addonFields } from './addon-fields'

export const Macros: CollectionConfig = {
  slug: 'macros',
  labels: { singular: 'Macro', plural: 'Macros' },
  access: catalogAccess,
  admin: addonAdmin('Macros (macro_{id}) offered on the Macros tab; they cannot be combined with mods.'),
  defaultSort: 'sort',
  fields: [...addonFields(), { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } }],
}
