import type { CollectionConfig } from 'payload'
import { catalogAccess } from '../access'
import { isValidPath } from '../lib/slug'
import { listingFields } from './listing-fields'

export const PAGE_KINDS = [
  { value: 'content', label: 'Content page' },
  { value: 'creator', label: 'Controller creator' },
  { value: 'listing', label: 'Product listing' },
] as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  access: catalogAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'kind', 'creatorPlatform', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
    description:
      'Per-route settings: which platform a creator route shows, which products a listing shows and how shoppers filter them, forum link, SEO, and content pages.',
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Site address, e.g. /PS5-Custom-Controller or /warranty.' },
      validate: (value: string | null | undefined) =>
        isValidPath(value) ? true : 'Use a site path starting with "/", e.g. /PS5-Custom-Controller.',
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'content',
      options: PAGE_KINDS.map((k) => ({ label: k.label, value: k.value })),
    },
    {
      name: 'creatorPlatform',
      type: 'relationship',
      relationTo: 'platforms',
      admin: {
        condition: (data) => data?.kind === 'creator',
        description: 'Platform whose creator this route shows.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.kind === 'creator' && (value === null || value === undefined)
          ? 'A creator page needs a platform.'
          : true,
    },
    {
      name: 'forumLink',
      type: 'text',
      admin: { description: 'Replaces the default "ask a question" forum link on this page.' },
    },
    { name: 'content', type: 'richText', admin: { condition: (data) => data?.kind === 'content' } },
    listingFields,
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 70 },
        { name: 'description', type: 'textarea', maxLength: 170 },
      ],
    },
  ],
}
