/**
 * The part of a platform's catalog the preview draws from: its sides, base images and, per option offered on it,
 * the layers of each value with the version of every image. Read through Payload's local API and kept per platform
 * until `catalogStamp` says the catalog changed, so a request for an image that already exists costs one small
 * query instead of four large ones.
 */
import type { Payload } from 'payload'
import { PREVIEW_SIDES, type PreviewSide } from '../../lib/platforms'
import { idOf } from '../../lib/relations'
import { UnknownPlatformError } from '../server/load-catalog'
import { catalogStamp } from './freshness'
import type { BaseImageSource, MediaVersion, ValueLayerSource } from './layers'

export interface PreviewCatalog {
  platformId: number
  slug: string
  /** The sides the platform shows, in the preview's cycle order. */
  sides: PreviewSide[]
  base: BaseImageSource[]
  /** option id → value id → that value's layers. Only options offered on the platform. */
  options: Map<number, Map<number, ValueLayerSource[]>>
}

async function loadPreviewCatalog(payload: Payload, slug: string): Promise<PreviewCatalog> {
  // Layer images of every value are the server's to compose, whoever asks.
  const common = { depth: 0, pagination: false, overrideAccess: true } as const
  const platform = (
    await payload.find({
      collection: 'platforms',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      // Layer images of every value are the server's to compose, whoever asks.
      overrideAccess: true,
      select: { slug: true, previewSides: true, previewBase: true },
    })
  ).docs[0]
  if (!platform) throw new UnknownPlatformError(`There is no platform "${slug}".`)
  const options = await payload.find({
    collection: 'options',
    where: { platforms: { contains: platform.id } },
    select: { name: true },
    ...common,
  })
  const optionIds = options.docs.map((o) => o.id)
  const values = optionIds.length
    ? await payload.find({
        collection: 'option-values',
        where: { option: { in: optionIds } },
        select: { option: true, layers: true },
        ...common,
      })
    : { docs: [] }
  const mediaIds = new Set<number>()
  for (const b of platform.previewBase ?? []) mediaIds.add(idOf(b.image) ?? 0)
  for (const v of values.docs) for (const l of v.layers ?? []) mediaIds.add(idOf(l.image) ?? 0)
  mediaIds.delete(0)
  const media = mediaIds.size
    ? await payload.find({
        collection: 'media',
        where: { id: { in: [...mediaIds] } },
        select: { filename: true, updatedAt: true, width: true, height: true },
        ...common,
      })
    : { docs: [] }
  const mediaById = new Map<number, MediaVersion>()
  for (const m of media.docs)
    if (m.filename)
      mediaById.set(m.id, { id: m.id, filename: m.filename, updatedAt: m.updatedAt, width: m.width, height: m.height })
  const mediaOf = (image: number | { id: number } | null | undefined) => mediaById.get(idOf(image) ?? 0) ?? null

  const byOption = new Map<number, Map<number, ValueLayerSource[]>>(optionIds.map((id) => [id, new Map()]))
  for (const v of values.docs) {
    const layers = (v.layers ?? []).map((l) => ({ side: l.side, zIndex: l.zIndex, media: mediaOf(l.image) }))
    byOption.get(idOf(v.option) ?? 0)?.set(v.id, layers)
  }
  const shown = platform.previewSides ?? []
  return {
    platformId: platform.id,
    slug,
    sides: PREVIEW_SIDES.filter((side) => shown.includes(side)),
    base: (platform.previewBase ?? []).map((b) => ({ side: b.side, media: mediaOf(b.image) })),
    options: byOption,
  }
}

interface Snapshot {
  stamp: string
  catalog: Promise<PreviewCatalog>
}

const snapshots = new WeakMap<Payload, Map<string, Snapshot>>()

function snapshotsOf(payload: Payload): Map<string, Snapshot> {
  let map = snapshots.get(payload)
  if (!map) {
    map = new Map()
    snapshots.set(payload, map)
  }
  return map
}

/** The preview catalog of a platform, reused while the catalog is unchanged. Throws `UnknownPlatformError`. */
export async function previewCatalog(payload: Payload, slug: string): Promise<PreviewCatalog> {
  const stamp = await catalogStamp(payload)
  const held = snapshotsOf(payload)
  const hit = held.get(slug)
  if (hit && stamp !== null && hit.stamp === stamp) return hit.catalog
  const catalog = loadPreviewCatalog(payload, slug)
  if (stamp !== null) {
    const snapshot = { stamp, catalog }
    held.set(slug, snapshot)
    // Unknown platforms and failed reads are not remembered.
    catalog.catch(() => {
      if (held.get(slug) === snapshot) held.delete(slug)
    })
  }
  return catalog
}

/** Forgets the platform's snapshot (all platforms without a slug); the next request reads the catalog again. */
export function forgetPreviewCatalog(payload: Payload, slug?: string): void {
  if (slug) snapshotsOf(payload).delete(slug)
  else snapshots.delete(payload)
}
