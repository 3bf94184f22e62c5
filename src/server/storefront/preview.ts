import { cache } from 'react'
import { cached, cacheTags } from '@/cache'
import { PREVIEW_SIDES, type PreviewSide } from '@/lib/platforms'
import type { OptionValue, Platform } from '@/payload-types'
import { docOf, type ImageRef, idOf, imageOf } from '../../lib/relations'
import { getPayloadClient } from './payload'

/** One side of a controller picture: the base image and the part layers stacked above it, bottom first. */
export interface PreviewStack {
  side: PreviewSide
  base: ImageRef | null
  layers: ImageRef[]
}

/** Default option values (enabled ones) with their option and layer images populated. */
const readDefaultOptionValues = cached(
  'default-option-values',
  async (): Promise<OptionValue[]> => {
    const payload = await getPayloadClient()
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
)
const getDefaultOptionValues = cache(readDefaultOptionValues)

function optionPlatformIds(value: OptionValue): number[] {
  const option = docOf(value.option)
  return option ? option.platforms.map((p) => idOf(p)).filter((id): id is number => id !== null) : []
}

/**
 * The default build of a platform, one stack per preview side: the platform's `previewBase` image plus the
 * layers of every default option value offered on that platform, ordered by layer zIndex.
 */
export async function getDefaultPreview(platform: Platform): Promise<PreviewStack[]> {
  const values = (await getDefaultOptionValues()).filter((v) => optionPlatformIds(v).includes(platform.id))
  const sides = PREVIEW_SIDES.filter((side) => platform.previewSides.includes(side))
  return sides.map((side) => {
    const base = imageOf(platform.previewBase?.find((b) => b.side === side)?.image)
    const layers = values
      .flatMap((v) => (v.layers ?? []).filter((l) => l.side === side))
      .sort((a, b) => a.zIndex - b.zIndex)
      .map((l) => imageOf(l.image))
      .filter((img): img is ImageRef => img !== null)
    return { side, base, layers }
  })
}

/** Only the front (or first) side, for cards. */
export async function getDefaultFrontPreview(platform: Platform): Promise<PreviewStack | null> {
  const stacks = await getDefaultPreview(platform)
  return stacks.find((s) => s.side === 'front') ?? stacks[0] ?? null
}
