/**
 * Object storage settings (issue 33): read from an environment object, no framework import. With no `S3_BUCKET`
 * there is no bucket and everything stays on the local disk; a bucket named without its keys (or keys without a
 * bucket) is a mistake reported at start-up rather than a store that silently writes to its disk.
 */

/** Where each kind of object lives in the bucket. */
export const KEY_PREFIXES = {
  media: 'media/',
  returnLabels: 'return-labels/',
  previews: 'previews/',
  recipes: 'preview-recipes/',
} as const

export interface S3Settings {
  bucket: string
  endpoint: string | undefined
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** What `new S3Client(...)` takes, built from the settings. */
export interface S3ClientSettings {
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials: { accessKeyId: string; secretAccessKey: string }
  // The SDK's default (an aws-chunked body with a CRC trailer) is stored as is, trailer and all, by s3rver and many
  // S3-compatible servers: checksums only when the operation requires one.
  requestChecksumCalculation: 'WHEN_REQUIRED'
  responseChecksumValidation: 'WHEN_REQUIRED'
}

type Env = Readonly<Record<string, string | undefined>>

const NAMES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const value = (env: Env, name: string): string | undefined => {
  const text = env[name]?.trim()
  return text ? text : undefined
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const text = value(env, name)?.toLowerCase()
  if (text === undefined) return fallback
  if (['1', 'true', 'yes', 'on'].includes(text)) return true
  if (['0', 'false', 'no', 'off'].includes(text)) return false
  throw new Error(`${name} must be true or false, not ${JSON.stringify(env[name])}.`)
}

/** The bucket's settings, or null when `S3_BUCKET` is not set (and no other S3_* either). */
export function s3Settings(env: Env): S3Settings | null {
  const bucket = value(env, 'S3_BUCKET')
  if (!bucket) {
    const stray = NAMES.filter((name) => value(env, name))
    if (stray.length > 0)
      throw new Error(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set it too, or unset them to keep files on this disk.`,
      )
    return null
  }
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY')
  const missing = [!accessKeyId && 'S3_ACCESS_KEY_ID', !secretAccessKey && 'S3_SECRET_ACCESS_KEY'].filter(Boolean)
  if (missing.length > 0)
    throw new Error(`S3_BUCKET is set but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not.`)
  const endpoint = value(env, 'S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(
      `S3_ENDPOINT must be an http(s) address, e.g. https://s3.example.com, not ${JSON.stringify(endpoint)}.`,
    )
  return {
    bucket,
    endpoint,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: accessKeyId as string,
    secretAccessKey: secretAccessKey as string,
    // Servers of one's own (MinIO, s3rver) usually answer on one host name, not one per bucket.
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
  }
}

export function s3ClientSettings(settings: S3Settings): S3ClientSettings {
  return {
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/** What an upload document says of where its file sits in the bucket (the S3 adapter's `prefix` and `_objectKey`). */
export interface StoredUpload {
  filename: string
  prefix?: string | null
  _objectKey?: string | null
}

const segments = (text: string | null | undefined) =>
  (text ?? '').split('/').filter((s) => s && s !== '.' && s !== '..')

/**
 * The key of an upload's file, as Payload's S3 adapter writes it: the document's prefix (else the collection's
 * folder), its object key segment when it has one, and the file name.
 */
export function uploadKey(folder: string, upload: StoredUpload): string {
  const prefix = segments(upload.prefix).length > 0 ? segments(upload.prefix) : segments(folder)
  const name = segments(upload.filename).at(-1) ?? ''
  return [...prefix, ...segments(upload._objectKey), name].join('/')
}
