import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const MEDIA_DIR = process.env.MEDIA_DIR ?? path.resolve(dirname, '../../media/uploads')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: {
    group: 'Content',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'width', 'height'],
    listSearchableFields: ['filename', 'alt'],
    description: 'Images: layer art of option values, product photos, banners.',
  },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/avif'],
    focalPoint: false,
    crop: false,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the picture for people who cannot see it.' },
    },
  ],
}
