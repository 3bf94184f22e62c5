import type { PayloadRequest } from 'payload'
import { changesPublicly, relationIds } from '../../cache'
import { cacheTags as t } from '../../cache/tags'
import { MAX_QUANTITY } from '../../lib/basket/quantity'
import { COUNTRIES_TAG } from '../countries'

type Doc = Record<string, unknown>

/** One write: the document after it (null when deleted) and before it (null when created). */
export interface Change {
  doc: Doc | null
  previous: Doc | null
  req: PayloadRequest
}

/** The cache tags a write to one collection invalidates. */
export type TagsOf = (change: Change) => Promise<Iterable<string>> | Iterable<string>

const both = (change: Change) => [change.doc, change.previous].filter((d): d is Doc => d !== null)
const idsIn = (change: Change, field: string) => [...new Set(both(change).flatMap((d) => relationIds(d[field])))]
const differ = (change: Change, fields: readonly string[]) =>
  !change.doc ||
  !change.previous ||
  fields.some((f) => JSON.stringify(change.doc?.[f] ?? null) !== JSON.stringify(change.previous?.[f] ?? null))

/** What the header, footer and platform cards show of a platform. */
const PLATFORM_NAV_FIELDS = ['name', 'fullName', 'slug', 'basePrice', 'oldPrice', 'enabled', 'sort']
const PLATFORM_PICTURE_FIELDS = ['previewBase', 'previewSides']

/** The platforms whose creator shows this one as their newer model ("in stock", its creator path). */
async function olderModels(req: PayloadRequest, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'platforms',
    where: { newerModel: { in: ids } },
    select: {},
    depth: 0,
    pagination: false,
    req,
  })
  return docs.map((d) => d.id)
}

/** The platforms that offer these options (also what an order's stock change invalidates, orders/stock-tags.ts). */
export async function platformsOfOptions(req: PayloadRequest, optionIds: number[]): Promise<number[]> {
  if (optionIds.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'options',
    where: { id: { in: optionIds } },
    select: { platforms: true },
    depth: 0,
    pagination: false,
    overrideAccess: true, // the cache's own bookkeeping, whoever wrote
    req,
  })
  return [...new Set(docs.flatMap((d) => relationIds(d.platforms)))]
}

const platformTags = (ids: number[]) => ids.map((id) => t.platform(id))

/**
 * Per collection, what a write invalidates. A write that changes nothing shoppers see (changesPublicly: stock above
 * what the page tells, updatedAt, the rule lint) invalidates nothing.
 */
export const TAGS_OF: Record<string, TagsOf> = {
  platforms: async (change) => {
    const ids = idsIn(change, 'id')
    return [
      differ(change, PLATFORM_NAV_FIELDS) && t.site,
      differ(change, PLATFORM_PICTURE_FIELDS) && t.previews,
      ...platformTags([...ids, ...(await olderModels(change.req, ids))]),
    ].filter((tag): tag is string => Boolean(tag))
  },
  options: (change) => [
    ...platformTags(idsIn(change, 'platforms')),
    ...(differ(change, ['platforms']) ? [t.previews] : []),
  ],
  'option-values': async (change) => [
    ...platformTags(await platformsOfOptions(change.req, idsIn(change, 'option'))),
    ...(both(change).some((d) => d.isDefault) ? [t.previews] : []),
  ],
  'option-groups': (change) => platformTags(idsIn(change, 'platform')),
  mods: (change) => platformTags(idsIn(change, 'platforms')),
  packages: (change) => platformTags(idsIn(change, 'platforms')),
  macros: (change) => platformTags(idsIn(change, 'platforms')),
  products: (change) =>
    [
      ...both(change).flatMap((d) => [
        t.product(d.id as number),
        typeof d.uid === 'string' && t.product(d.uid),
        typeof d.slug === 'string' && t.productSlug(d.slug),
      ]),
      t.productLists,
      ...idsIn(change, 'platform').map((id) => t.platformProducts(id)),
      ...(both(change).some((d) => d.featured) ? [t.featured] : []),
    ].filter((tag): tag is string => Boolean(tag)),
  categories: () => [t.site, t.productLists],
  posts: () => [t.posts],
  // A slider item's group (both, when it moved to another); click counts are written by SQL and invalidate nothing.
  'amazon-products': (change) => [...new Set(both(change).map((d) => t.amazonGroup(String(d.group))))],
  labels: () => [t.labels],
  media: () => [t.media],
  pages: (change) => {
    const creator = both(change).some((d) => d.kind === 'creator')
    return [
      ...both(change).map((d) => t.page(String(d.path))),
      ...(creator ? [t.site, ...platformTags(idsIn(change, 'creatorPlatform'))] : []),
    ]
  },
  // The product page's delivery estimate reads the active methods.
  'shipping-methods': () => [t.shippingMethods],
  // Every checkout quote applies the tax table.
  'tax-rules': () => [t.taxRules],
  // The countries list (GET /api/order/countries-list) and the address rules read from it.
  countries: () => [COUNTRIES_TAG],
  reviews: (change) => [
    ...idsIn(change, 'platform').map((id) => t.platformReviews(id)),
    ...idsIn(change, 'product').map((id) => t.productReviews(id)),
  ],
}

/** Globals: every page shows the site settings (header, footer, cart path, free shipping). */
export const GLOBAL_TAGS_OF: Record<string, TagsOf> = {
  'site-settings': () => [t.site],
}

/** Whether the write is worth invalidating at all (see TAGS_OF). */
export const changedPublicly = (change: Change) => changesPublicly(change.doc, change.previous, MAX_QUANTITY)
