import fs from 'node:fs/promises'
import type { PayloadRequest } from 'payload'
import { composePreview } from '../../../creator/preview/compose'
import { isPreviewError } from '../../../creator/preview/errors'
import { previewFile } from '../../../creator/preview/store'
import type { Selection } from '../../../creator/selection'
import type { PreviewSide } from '../../../lib/platforms'

/**
 * The composed product shots of a configuration, one media document per side (WebP, named after the product and the
 * layers, so an unchanged picture is found again instead of uploaded twice). Written with `req`, so they share the
 * product's transaction. A side that cannot be composed is left out: pictures never fail a save.
 */
export async function productShots(
  req: PayloadRequest,
  platform: { slug: string; sides: PreviewSide[] },
  selection: Selection,
  names: { name: string; slug: string },
): Promise<number[]> {
  const { payload } = req
  const ids: number[] = []
  for (const side of platform.sides) {
    try {
      const { hash } = await composePreview(payload, platform.slug, selection, side, 'webp')
      const filename = `product-${names.slug}-${side}-${hash.slice(0, 16)}.webp`
      const existing = await payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        limit: 1,
        depth: 0,
        req,
        overrideAccess: false,
      })
      if (existing.docs[0]) {
        ids.push(existing.docs[0].id)
        continue
      }
      const data = await fs.readFile(previewFile({ platform: platform.slug, side, hash, format: 'webp' }))
      const media = await payload.create({
        collection: 'media',
        data: { alt: `${names.name}, ${side} view` },
        file: { data, mimetype: 'image/webp', name: filename, size: data.byteLength },
        req,
        overrideAccess: false,
      })
      ids.push(media.id)
    } catch (error) {
      if (!isPreviewError(error)) payload.logger.warn({ err: error }, `No ${side} product shot for ${names.slug}`)
    }
  }
  return ids
}
