import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { KEY_PREFIXES, s3ClientSettings, s3Settings } from '../../lib/storage/s3-settings'

/** The upload collections kept in the bucket, and the folder of each there. */
export const STORED_COLLECTIONS = { media: KEY_PREFIXES.media, 'return-labels': KEY_PREFIXES.returnLabels } as const

const folder = (prefix: string) => prefix.replace(/\/$/, '')

/**
 * Uploads in object storage (issue 33) when `S3_BUCKET` is set: Payload's S3 adapter for media and return labels.
 * Files are written to the bucket instead of `MEDIA_DIR` / `RETURN_LABELS_DIR`, and Payload's own file routes
 * (`/api/media/file/…`, `/api/return-labels/file/…`) read them from there under the collections' access rules, so any
 * instance serves what another stored and return labels stay private. Without a bucket the plugin only adds the
 * adapter's fields (`alwaysInsertFields`), so the schema is the same with and without one.
 *
 * Register it before `cachePlugin()` and after the plugins that add these collections.
 */
export function storagePlugin(env: Readonly<Record<string, string | undefined>> = process.env): Plugin {
  return (config) => {
    const slugs = new Set((config.collections ?? []).map((collection) => collection.slug))
    for (const slug of Object.keys(STORED_COLLECTIONS))
      if (!slugs.has(slug))
        throw new Error(`storagePlugin: no '${slug}' collection: register it after returnsPlugin().`)
    const settings = s3Settings(env)
    return s3Storage({
      enabled: settings !== null,
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? 'none',
      config: settings ? s3ClientSettings(settings) : {},
      collections: {
        media: { prefix: folder(STORED_COLLECTIONS.media) },
        'return-labels': { prefix: folder(STORED_COLLECTIONS['return-labels']) },
      },
    })(config)
  }
}
