import type { Payload } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import { composePreview } from '@/creator/preview/compose'
import { PREVIEW_WIDTH } from '@/creator/preview/raster'
import { emptySelection, type Selection } from '@/creator/selection'
import type { PreviewSide } from '@/lib/platforms'
import { docOf, idOf } from '@/lib/relations'
import type { OptionValue, Platform } from '@/payload-types'
import { withClient } from './payload'

/** A platform's default build as one composed picture (a controller preview image, WebP, 1000 px wide). */
export interface PreviewImage {
  url: string
  alt: string
  width: number
  height: number
}

/** Default option values (enabled ones) with their option populated. */
const readDefaultOptionValues = withClient(
  cachedRead(
    'default-option-values',
    async (payload: Payload): Promise<OptionValue[]> => {
      const result = await payload.find({
        collection: 'option-values',
        where: { and: [{ isDefault: { equals: true } }, { isDisabled: { not_equals: true } }] },
        sort: 'id',
        depth: 1,
        pagination: false,
      })
      return result.docs
    },
    () => [cacheTags.previews, cacheTags.media],
  ),
)
const getDefaultOptionValues = cache(readDefaultOptionValues)

/** The default build of a platform: every default value offered on it, as the creator's selection. */
async function defaultBuildOf(platformId: number): Promise<Selection> {
  const options: Selection['options'] = {}
  for (const value of await getDefaultOptionValues()) {
    const option = docOf(value.option)
    if (option?.platforms.some((p) => idOf(p) === platformId)) options[`option_${option.id}`] = value.id
  }
  return { ...emptySelection(), options }
}

/**
 * The front (else first) side of a platform's default build, composed by the server into one image (the creator's
 * preview composer, cached on disk by content) rather than a stack of full-size layer files: a card then loads one
 * picture, which next/image serves at the card's size. Null when the platform has nothing to draw.
 */
const readDefaultPreviewUrl = withClient(
  cachedRead(
    'default-preview-url',
    async (payload: Payload, platformId: number, slug: string, side: PreviewSide): Promise<string | null> => {
      try {
        return (await composePreview(payload, slug, await defaultBuildOf(platformId), side, 'webp')).url
      } catch (error) {
        payload.logger.error({ err: error, platform: slug }, 'default preview image not composed')
        return null
      }
    },
    // What the picture shows: default values, their layers and the platforms' base pictures (previews) and the files
    // (media). Not the platform's tag: a price or rule edit must not throw the home page away.
    () => [cacheTags.previews, cacheTags.media],
  ),
)

export async function getDefaultPreviewImage(platform: Platform): Promise<PreviewImage | null> {
  const side: PreviewSide | undefined = platform.previewSides.includes('front') ? 'front' : platform.previewSides[0]
  const url = side ? await readDefaultPreviewUrl(platform.id, platform.slug, side) : null
  return url
    ? { url, alt: `${platform.name} controller, default build`, width: PREVIEW_WIDTH, height: (PREVIEW_WIDTH * 4) / 5 }
    : null
}
