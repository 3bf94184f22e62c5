import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { KEY_PREFIXES, uploadKey } from '../../../lib/storage/s3-settings'
import { sharedBucket } from '../../../storage/bucket'
import { RETURN_LABELS_DIR } from '../ReturnLabels'

export type LabelFile =
  | { kind: 'file'; body: Buffer; mimeType: string; filename: string }
  | { kind: 'url'; url: string }
  | { kind: 'not-ready' }
  | null

type LabelUpload = { filename: string; prefix?: string | null; _objectKey?: string | null }

/** The label's file: from the bucket when there is one (where Payload's adapter put it), else from the folder. */
async function labelBytes(payload: Payload, file: LabelUpload): Promise<Buffer | null> {
  const bucket = sharedBucket()
  if (!bucket) return fs.readFile(path.join(RETURN_LABELS_DIR, path.basename(file.filename))).catch(() => null)
  return bucket.get(uploadKey(KEY_PREFIXES.returnLabels, file)).catch((error) => {
    payload.logger.error({ err: error }, `Return label ${file.filename}: the bucket did not answer`)
    return null
  })
}

/**
 * The label of a customer's own return, to print (account.md section 2: /returns/{id}/print-label): the file staff
 * uploaded. Null for a return that is not theirs (or does not exist); 'not-ready' while the label is still coming.
 */
export async function labelFileOf(payload: Payload, customer: number, rmaId: number): Promise<LabelFile> {
  const { docs } = await payload.find({
    collection: 'rmas',
    where: { and: [{ id: { equals: rmaId } }, { customer: { equals: customer } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true, // filtered to the caller's own return above
  })
  const rma = docs[0]
  if (!rma) return null
  if (rma.label?.labelUrl) return { kind: 'url', url: rma.label.labelUrl }
  const file = rma.label?.file
  if (!file || typeof file !== 'object' || !file.filename) return { kind: 'not-ready' }
  const body = await labelBytes(payload, file as LabelUpload)
  if (!body) return { kind: 'not-ready' }
  return { kind: 'file', body, mimeType: file.mimeType ?? 'application/pdf', filename: file.filename }
}
