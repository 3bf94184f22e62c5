/**
 * The cache tags of the storefront (docs/caching.md). Cached reads and pages carry the tags of the data they show;
 * Payload's change hooks (src/plugins/cache) invalidate the tags of what changed. Pure: no framework import.
 */
export const cacheTags = {
  /** Header and footer on every page: enabled platforms (names, prices, creator paths), categories, site settings. */
  site: 'site',
  /** Any media file's url or alt text. */
  media: 'media',
  /** Product badges (name and colour). */
  labels: 'labels',
  /** The default build pictures on the home page's platform cards. */
  previews: 'previews',
  /** The home page's featured products. */
  featured: 'products:featured',
  /** A platform's creator: catalog, rules, option groups, add-ons, layer art, public stock. */
  platform: (id: number) => `platform:${id}`,
  /** A platform's ready-made builds (listings and body products). */
  platformProducts: (id: number) => `products:platform:${id}`,
  /** One product, by id or UID (the two ways its page is addressed). */
  product: (ref: number | string) => `product:${ref}`,
  /** One product by its slug (standard products' pages at /product/{slug}). */
  productSlug: (slug: string) => `product:slug:${slug}`,
  /** Every listing and search result: any product's change may move it in or out of one, or reorder it. */
  productLists: 'products:lists',
  /** Blog articles: /blog, the article slider. */
  posts: 'posts',
  /** Active shipping methods (the product page's delivery estimate, every checkout quote). */
  shippingMethods: 'shipping-methods',
  /** The tax table every checkout quote applies. */
  taxRules: 'tax-rules',
  /** The `pages` document at a path (content pages, creator pages, and paths with no page yet). */
  page: (path: string) => `page:${path}`,
  /** One group of the Amazon products slider (its active items, in order). */
  amazonGroup: (group: string) => `amazon:${group}`,
  /** Approved reviews and totals of a platform's creator page. */
  platformReviews: (id: number) => `reviews:platform:${id}`,
  /** Approved reviews and totals of a prebuilt product. */
  productReviews: (id: number) => `reviews:product:${id}`,
} as const

/** Next refuses tags longer than this (NEXT_CACHE_TAG_MAX_LENGTH). */
export const MAX_TAG_LENGTH = 256

/** The tags in order, each once, longer ones (an absurd page path) cut to Next's limit. */
export function uniqueTags(tags: Iterable<string | null | undefined | false>): string[] {
  const seen = new Set<string>()
  for (const tag of tags) if (tag) seen.add(tag.slice(0, MAX_TAG_LENGTH))
  return [...seen]
}
