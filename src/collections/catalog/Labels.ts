import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'
import { colorField } from '../../fields/color'

export const Labels: CollectionConfig = {
  slug: 'labels',
  labels: { singular: 'Label', plural: 'Labels' },
  access: catalogAccess,
  admin: {
    group: 'Catalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'color'],
    listSearchableFields: ['name'],
    description: 'Badges on product cards, e.g. "New", "Best Seller".',
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    colorField('color', 'Badge colour', true, 'Background of the badge, e.g. #e11d48. Text is white.'),
  ],
}
