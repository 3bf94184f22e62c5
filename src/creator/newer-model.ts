/**
 * 'GET /creator/check-newer-model/{platform}' (creator.md section 7, PS4 and Xbox One S): whether a newer model of
 * the controller is sold here, and in stock, so the creator can point shoppers to it.
 */
export interface NewerModel {
  exists: boolean
  inStock: boolean
  /** The newer platform and its creator page (null when it has none); null when there is no newer model. */
  platform: { slug: string; name: string; path: string | null } | null
}

export interface NewerPlatform {
  slug: string
  name: string
  enabled?: boolean | null
  hardwares?: Array<{ stock?: number | null }> | null
}

export const NO_NEWER_MODEL: NewerModel = { exists: false, inStock: false, platform: null }

/**
 * A disabled newer platform does not exist for shoppers. It is in stock while one of its base hardwares is (a
 * platform that keeps no hardware inventory is built to order, so always in stock).
 */
export function newerModelOf(newer: NewerPlatform | null, path: string | null): NewerModel {
  if (!newer || newer.enabled === false) return NO_NEWER_MODEL
  const hardwares = newer.hardwares ?? []
  return {
    exists: true,
    inStock: hardwares.length === 0 || hardwares.some((h) => (h.stock ?? 0) > 0),
    platform: { slug: newer.slug, name: newer.name, path },
  }
}
