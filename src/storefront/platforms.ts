import type { Where } from 'payload'
import { cache } from 'react'
import type { Platform } from '@/payload-types'
import { creatorPaths, enabledPlatforms, shownProducts as shownProductsOf } from '@/plugins/catalog'
import { getPayloadClient } from './payload'

/** Every enabled platform in shop order. */
export const getEnabledPlatforms = cache(async (): Promise<Platform[]> => enabledPlatforms(await getPayloadClient()))

/** What every public product read requires: not discontinued, of an enabled platform or of none (accessories). */
export const shownProducts = async (): Promise<Where[]> => shownProductsOf(await getPayloadClient())

/** Creator route of each platform: the path of the `pages` doc of kind 'creator' pointing at it. */
export const getCreatorPaths = cache(
  async (): Promise<ReadonlyMap<number, string>> => new Map(await creatorPaths(await getPayloadClient())),
)

export interface PlatformLink {
  id: number
  name: string
  fullName: string
  basePrice: number
  oldPrice: number | null
  href: string | null
}

/** Enabled platforms with their creator routes, for menus and cards. */
export const getPlatformLinks = cache(async (): Promise<PlatformLink[]> => {
  const [platforms, paths] = await Promise.all([getEnabledPlatforms(), getCreatorPaths()])
  return platforms.map((p) => ({
    id: p.id,
    name: p.name,
    fullName: p.fullName || p.name,
    basePrice: p.basePrice,
    oldPrice: p.oldPrice ?? null,
    href: paths.get(p.id) ?? null,
  }))
})
