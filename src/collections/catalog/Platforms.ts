import { isDeepStrictEqual } from 'node:util'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { catalogAccess, stockFieldAccess } from '../../access'
import { referenceProblems } from '../../creator/rules/references'
import { ruleSetSchema } from '../../creator/rules/schema'
import { knownCatalogOf } from '../../creator/server/known-catalog'
import { moneyField } from '../../fields/money'
import { slugField } from '../../fields/slug'
import { PREVIEW_SIDES } from '../../lib/platforms'
import { describeZodError } from '../../lib/zod-field'
import { guardPlatformDelete } from './platform-delete-guard'

export const Platforms: CollectionConfig = {
  slug: 'platforms',
  labels: { singular: 'Platform', plural: 'Platforms' },
  access: catalogAccess,
  admin: {
    group: 'Catalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'basePrice', 'enabled', 'sort'],
    listSearchableFields: ['name', 'slug'],
    description:
      'Consoles the store builds controllers for. Each platform has its own creator page, option catalog and base price.',
  },
  defaultSort: 'sort',
  hooks: { beforeDelete: [guardPlatformDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Shown to shoppers, e.g. "PS5".' } },
    slugField('name', 'Platform key used in URLs and creator data, e.g. "ps5", "xbox-series-x".'),
    {
      name: 'fullName',
      type: 'text',
      admin: { description: 'Long name for headings, e.g. "PlayStation 5 DualSense Controller".' },
    },
    {
      type: 'row',
      fields: [
        moneyField({
          name: 'basePrice',
          label: 'Base price',
          required: true,
          description: 'Price of the default controller.',
        }),
        moneyField({ name: 'oldPrice', label: 'Old price', description: 'Shown struck through when set.' }),
      ],
    },
    {
      name: 'previewSides',
      type: 'select',
      hasMany: true,
      required: true,
      options: PREVIEW_SIDES.map((side) => ({ label: side, value: side })),
      defaultValue: ['front', 'back'],
      admin: { description: 'Sides the preview cycles through, in order (Nintendo: front, top, back).' },
    },
    {
      name: 'compareClassifier',
      type: 'number',
      admin: { description: 'Products are compared only with products of the same classifier.' },
    },
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'When off, configurations of this platform cannot be bought.' },
    },
    {
      name: 'sort',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower comes first in menus.' },
    },
    {
      name: 'newerModel',
      label: 'Newer model',
      type: 'relationship',
      relationTo: 'platforms',
      maxDepth: 1, // a platform names a platform: filled in on the platform read itself only (issue 50)
      admin: {
        position: 'sidebar',
        description:
          "A newer controller this platform's creator points shoppers to while it is in stock (PS4 → PS5, Xbox One S → Xbox Series X).",
      },
      validate: (value: unknown, { id }: { id?: number | string }) =>
        value !== null && value !== undefined && id !== undefined && String(value) === String(id)
          ? 'A platform cannot be its own newer model.'
          : true,
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Picture used on the home page and in menus.' },
    },
    {
      name: 'sameDayAssembly',
      type: 'group',
      admin: { description: 'Same Day Assembly (option 9) for this platform.' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true },
        moneyField({ name: 'price', label: 'Price', description: 'Overrides the option price when set.' }),
      ],
    },
    {
      name: 'assembly',
      type: 'group',
      fields: [
        {
          name: 'daysLabel',
          type: 'text',
          defaultValue: '3 - 5',
          admin: { description: 'Assembly time shown to shoppers, e.g. "3 - 5" (business days).' },
        },
        {
          name: 'maxDays',
          type: 'number',
          defaultValue: 5,
          min: 0,
          max: 60,
          admin: { description: 'Longest assembly time in business days, used for delivery estimates.' },
        },
      ],
    },
    {
      name: 'previewBase',
      type: 'array',
      admin: {
        description:
          'Images drawn under every configuration, one per side (shadow and inner parts). Option value layers stack on top.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'side',
              type: 'select',
              required: true,
              options: PREVIEW_SIDES.map((side) => ({ label: side, value: side })),
            },
            { name: 'image', type: 'upload', relationTo: 'media', required: true },
          ],
        },
      ],
    },
    {
      name: 'defaultBody',
      type: 'relationship',
      relationTo: 'option-values',
      // Option values lead back to platforms (value → option → platforms): filled in on the platform read only (issue 50).
      maxDepth: 1,
      admin: { description: 'Body selected when the creator opens (Xbox Elite: value 19).' },
    },
    {
      name: 'creatorRules',
      label: 'Creator rules',
      type: 'json',
      admin: {
        components: { Field: '/src/components/admin/JsonField#JsonField' },
        description:
          "What shoppers may combine in this platform's creator (format in docs/creator-rules.md). Checked on save: the format, and that every option, value, mod, package and macro named exists on this platform.",
      },
      validate: async (
        value: unknown,
        { req, id, previousValue }: { req: PayloadRequest; id?: number | string; previousValue?: unknown },
      ) => {
        if (value === null || value === undefined) return true
        const parsed = ruleSetSchema.safeParse(value)
        if (!parsed.success) return describeZodError(parsed.error, 'Creator rules')
        // Unchanged rules were checked when they were saved: saving other fields needs no catalog queries.
        if (id === undefined || isDeepStrictEqual(value, previousValue)) return true
        const problems = referenceProblems(parsed.data, await knownCatalogOf(req.payload, Number(id), req))
        return problems.length ? problems.map((p) => p.message).join(' ') : true
      },
    },
    {
      // No data: a "Check rules" button that runs the rule lint on the saved rules (GET /api/platforms/lint-rules).
      name: 'ruleLint',
      label: 'Rule check',
      type: 'ui',
      admin: { components: { Field: '/src/components/creator/admin/RuleLintButton#RuleLintButton' } },
    },
    {
      name: 'hardwares',
      label: 'Platform hardwares',
      type: 'array',
      admin: { description: 'Base hardware kept in inventory for this platform (e.g. the stock controller).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', required: true },
            { name: 'name', type: 'text', required: true },
            // Not public, like option values' stock: the creator tells shoppers only capped stock.
            { name: 'stock', type: 'number', min: 0, defaultValue: 0, access: stockFieldAccess },
          ],
        },
      ],
    },
  ],
}
