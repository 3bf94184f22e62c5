import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../../access'
import { moneyField } from '../../fields/money'
import { optionMapsSchema } from '../../lib/option-maps'
import { OPTION_TEMPLATES } from '../../lib/option-templates'
import { zodFieldValidator } from '../../lib/zod-field'
import { guardDeleteWhileHeld } from '../delete-guard'

export const Options: CollectionConfig = {
  slug: 'options',
  labels: { singular: 'Option', plural: 'Options' },
  access: catalogAccess,
  admin: {
    group: 'Creator options',
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'template', 'group', 'price', 'sort'],
    listSearchableFields: ['name', 'description'],
    description:
      'A choice in the creator (e.g. "Buttons", "Rapid Fire"). Its id is the option key (option_{id}); ids 9 (Same Day Assembly), 10, 43 and 47 (Extended Warranty) are fixed.',
  },
  defaultSort: 'sort',
  hooks: {
    // Its values cannot exist without it (a NOT NULL column the database would refuse the delete with).
    beforeDelete: [
      guardDeleteWhileHeld(
        'options',
        (holders, count) =>
          `This option cannot be deleted: ${holders} ${count === 1 ? 'belongs' : 'belong'} to it. Delete them first.`,
      ),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'variation-list',
      options: OPTION_TEMPLATES.map((t) => ({ label: t.label, value: t.value })),
      admin: { description: 'How the option is shown in the creator.' },
    },
    {
      name: 'group',
      type: 'relationship',
      relationTo: 'option-groups',
      index: true,
      admin: { description: 'Panel the option appears in. Services have no group.' },
    },
    {
      name: 'platforms',
      type: 'relationship',
      relationTo: 'platforms',
      hasMany: true,
      required: true,
      index: true,
      admin: { description: 'Platforms offering this option (a service may be shared by several).' },
    },
    moneyField({
      name: 'price',
      label: 'Price',
      defaultValue: 0,
      description: 'Price of a checkbox option or service. Options with values price each value instead.',
    }),
    {
      type: 'row',
      fields: [
        { name: 'isInventoried', type: 'checkbox', defaultValue: true, admin: { description: 'Values track stock.' } },
        {
          name: 'isGrouped',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Values are shown in named groups.' },
        },
      ],
    },
    {
      name: 'avatar',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Small picture beside the option name.' },
    },
    {
      name: 'banners',
      type: 'array',
      admin: { description: 'Gallery banners; the carousel shows only with 3 or more.' },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
    {
      name: 'maps',
      label: 'Configuration maps',
      type: 'json',
      admin: {
        components: { Field: '/src/components/admin/JsonField#JsonField' },
        description:
          'Per-option maps (backShell by value id with "*" fallback, defaultBackId, packageMap, modMap, macroRemap, straightRemap4, agreementId, incompatibleBodies, trigger map, lists for macros, performancePackage and back). Checked on save.',
      },
      validate: zodFieldValidator(optionMapsSchema, 'Configuration maps'),
    },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
