import path from 'node:path'
import { type CollectionBeforeOperationHook, type CollectionConfig, ValidationError } from 'payload'
import { nobody, staffOnly } from '../../access'
import { labelUploadProblem } from '../../lib/returns/label-upload'

export const RETURN_LABELS_DIR = path.resolve(process.env.RETURN_LABELS_DIR ?? 'media/return-labels')

/**
 * A file that says it is a PDF but is not one is refused here, before Payload's own upload check: that one logs the
 * refusal at ERROR, though a wrong file is staff's input (a 400, logged as one WARN line).
 */
const readableLabel: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file?.data) return args
  const problem = labelUploadProblem({ name: file.name, mimetype: file.mimetype, data: file.data })
  if (problem) throw new ValidationError({ collection: 'return-labels', errors: [{ message: problem, path: 'file' }] })
  return args
}

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
  hooks: { beforeOperation: [readableLabel] },
  fields: [],
}
