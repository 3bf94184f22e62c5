import type { CollectionConfig } from 'payload'
import { anyOf, staffOnly } from '../../access'
import { slugField } from '../../fields/slug'

/** Blog articles (storefront.md section 2: the article slider, site search's 'Blog articles'). */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog article', plural: 'Blog articles' },
  access: {
    // Shoppers read published articles; staff read drafts too.
    read: anyOf(staffOnly, () => ({ status: { equals: 'published' } })),
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
    description: 'Articles at /blog, in the article slider and in site search.',
  },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('title'),
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the article list, the slider and search results.' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Published', value: 'published' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', description: 'Set when first published; newest first.' },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) => value ?? (siblingData?.status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
  ],
}
