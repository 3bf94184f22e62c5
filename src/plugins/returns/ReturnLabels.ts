import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { nobody, staffOnly } from '../../access'

export const RETURN_LABELS_DIR = path.resolve(process.env.RETURN_LABELS_DIR ?? 'media/return-labels')

/**
 * Shipping labels staff buy and upload for a return when no label service is configured (issue 30 item 4). Private:
 * a label carries the customer's address, so only staff read the files here; the customer prints their own through
 * `/returns/{id}/print-label`, which checks the return is theirs.
 */
export const ReturnLabels: CollectionConfig = {
  slug: 'return-labels',
  labels: { singular: 'Return label', plural: 'Return labels' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: nobody },
  admin: { group: 'Orders', useAsTitle: 'filename', description: 'Label files staff uploaded to returns.' },
  upload: {
    staticDir: RETURN_LABELS_DIR,
    mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    focalPoint: false,
    crop: false,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [],
}
