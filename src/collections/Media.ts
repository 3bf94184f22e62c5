import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { guardDeleteWhileHeld } from './delete-guard'

// Resolved from the working directory: bundled server code has no stable module path.
export const MEDIA_DIR = path.resolve(process.env.MEDIA_DIR ?? 'media/uploads')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    // Product galleries, preview layers, banners and Amazon items need their picture (NOT NULL columns).
    beforeDelete: [
      guardDeleteWhileHeld(
        'media',
        (holders, count) =>
          `This file cannot be deleted: ${holders} ${count === 1 ? 'uses' : 'use'} it. Replace or remove it there first.`,
      ),
    ],
  },
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
    // Files are kept by browsers and proxies for a day (storefront pages name each file with its version, ?v=, so a
    // replaced file is fetched afresh at once there) instead of being downloaded again on every page view.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      return headers
    },
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
