import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'

export const OptionGroups: CollectionConfig = {
  slug: 'option-groups',
  labels: { singular: 'Option group', plural: 'Option groups' },
  access: catalogAccess,
  admin: {
    group: 'Creator options',
    useAsTitle: 'name',
    defaultColumns: ['name', 'platform', 'category', 'sort', 'hidden'],
    listSearchableFields: ['name', 'header', 'category'],
    description: 'Panels of the creator (e.g. "Buttons", "Back Shell"). Each belongs to one platform.',
  },
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'platform',
      type: 'relationship',
      relationTo: 'platforms',
      required: true,
      index: true,
    },
    { name: 'header', type: 'text', admin: { description: 'Heading shown above the group in the creator.' } },
    {
      name: 'category',
      type: 'text',
      admin: { description: 'Collapsible category the group sits in on desktop, e.g. "Design", "Performance".' },
    },
    { name: 'description', type: 'textarea' },
    { name: 'tooltip', type: 'text', admin: { description: 'Help text behind the (i) icon.' } },
    { name: 'content', type: 'richText', admin: { description: 'Longer explanation shown inside the panel.' } },
    {
      type: 'row',
      fields: [
        { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { description: 'Never shown to shoppers.' } },
        { name: 'isShow', label: 'Shown on load', type: 'checkbox', defaultValue: true },
        { name: 'checked', label: 'Open on load', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
