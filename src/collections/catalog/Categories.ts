import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'
import { slugField } from '../../fields/slug'
import { isValidPath } from '../../lib/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  access: catalogAccess,
  admin: {
    group: 'Catalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'sort'],
    listSearchableFields: ['name', 'slug'],
    description: 'Shop-by-category listings such as Controller Grips or Gaming Headsets.',
  },
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Listing page address, e.g. /Controller-Grips.' },
      validate: (value: string | null | undefined) =>
        isValidPath(value) ? true : 'Use a site path such as /Controller-Grips.',
    },
    { name: 'description', type: 'textarea' },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
