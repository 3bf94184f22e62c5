import type { Field } from 'payload'
import { moneyField } from '../../fields/money'

/** Fields shared by mods, packages and macros (creator.md section 3). */
export function addonFields(): Field[] {
  return [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'platforms',
      type: 'relationship',
      relationTo: 'platforms',
      hasMany: true,
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        moneyField({ name: 'price', label: 'Price', required: true, defaultValue: 0 }),
        moneyField({ name: 'newPrice', label: 'Sale price', description: 'Charged instead of the price when set.' }),
      ],
    },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ]
}

export const addonAdmin = (description: string) => ({
  group: 'Creator options',
  useAsTitle: 'name',
  defaultColumns: ['id', 'name', 'price', 'platforms', 'sort'],
  listSearchableFields: ['name', 'description'],
  description,
})
