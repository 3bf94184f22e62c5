/**
 * The shared bucket (issue 33): the one S3 client of this process, with the few calls the store makes beside
 * Payload's own adapter (return labels, layer art for the composer, composed previews). Null when `S3_BUCKET` is not
 * set: callers then use the local disk as before.
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { type S3Settings, s3ClientSettings, s3Settings } from '../lib/storage/s3-settings'

export interface SharedBucket {
  name: string
  client: S3Client
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>
  /** Whether the key exists. */
  has(key: string): Promise<boolean>
  put(key: string, body: Buffer, contentType: string): Promise<void>
}

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)

function bucketOf(settings: S3Settings): SharedBucket {
  const client = new S3Client(s3ClientSettings(settings))
  const Bucket = settings.bucket
  return {
    name: Bucket,
    client,
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!answer.Body) return null
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
  }
}

let held: { signature: string; bucket: SharedBucket | null } | undefined

/**
 * The bucket named by the environment, or null without one. Read on each call (tests point it elsewhere); the client
 * is made again only when the settings change.
 */
export function sharedBucket(env: Readonly<Record<string, string | undefined>> = process.env): SharedBucket | null {
  const settings = s3Settings(env)
  const signature = JSON.stringify(settings)
  if (held?.signature !== signature) held = { signature, bucket: settings ? bucketOf(settings) : null }
  return held.bucket
}
