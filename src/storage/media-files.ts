/**
 * The layer art the preview composer (and the seed's product shots) read, as files in a folder (issue 33). Without a
 * bucket that is the media folder itself (`MEDIA_DIR`, where Payload writes uploads). With one, Payload writes
 * uploads to the bucket only, so the files a composition needs are copied from there into `MEDIA_CACHE_DIR` first,
 * and fetched again when the upload changed after the copy was made. The composer's decoded-layer tiers keep working
 * from that folder as they did from the media folder.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { KEY_PREFIXES, uploadKey } from '../lib/storage/s3-settings'
import { writeFileAtomically } from './atomic-write'
import { type SharedBucket, sharedBucket } from './bucket'

export interface MediaFile {
  filename: string
  /** When the upload last changed (ms since the epoch): an older copy is fetched again. */
  changedAt: number
}

/** Read on every call, so tests and tools can point it elsewhere. */
export function mediaCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.resolve(env.MEDIA_CACHE_DIR || path.join(env.PADFORGE_DATA_DIR || '.data', 'media-cache'))
}

const fetching = new Map<string, Promise<void>>()

async function fetchCopy(bucket: SharedBucket, file: string, filename: string): Promise<void> {
  const body = await bucket.get(uploadKey(KEY_PREFIXES.media, { filename }))
  if (!body) throw new Error(`The upload ${filename} is not in the bucket (${bucket.name}).`)
  await writeFileAtomically(file, body)
}

async function ensureCopy(bucket: SharedBucket, dir: string, media: MediaFile): Promise<void> {
  const name = path.basename(media.filename)
  const file = path.join(dir, name)
  const stat = await fs.stat(file).catch(() => null)
  if (stat && stat.mtimeMs >= media.changedAt) return
  let job = fetching.get(file)
  if (!job) {
    job = fetchCopy(bucket, file, name).finally(() => fetching.delete(file))
    fetching.set(file, job)
  }
  await job
}

/**
 * The folder holding these uploads' files: `localDir` without a bucket, else the media cache with a fresh copy of
 * each. Throws when the bucket does not answer or lacks a file.
 */
export async function mediaFilesIn(localDir: string, files: readonly MediaFile[]): Promise<string> {
  const bucket = sharedBucket()
  if (!bucket) return localDir
  const dir = mediaCacheDir()
  await Promise.all(files.map((media) => ensureCopy(bucket, dir, media)))
  return dir
}
