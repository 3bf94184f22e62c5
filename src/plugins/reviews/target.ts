import type { Payload, Where } from 'payload'
import { type ReviewTarget, targetRef } from '../../lib/reviews'
import { productHref } from '../../lib/routes/product'

/** A review target found in the catalog: what its reviews are filtered by and what a new review records. */
export interface FoundTarget {
  target: ReviewTarget
  ref: string
  /** "PS5" or the product's name. */
  title: string
  platform: { id: number; slug: string; name: string }
  /** The product and its page (`productHref`: /product/{slug}, or /configured-controller/{id} when configurable). */
  product: { id: number; name: string; href: string } | null
  /** Reviews listed for the target: a product's, or the platform's own (creator page) reviews. */
  where: Where
}

/** The enabled platform or the active prebuilt product a target names, or null. */
export async function findTarget(payload: Payload, target: ReviewTarget): Promise<FoundTarget | null> {
  if (target.kind === 'platform') {
    const platform = (
      await payload.find({
        collection: 'platforms',
        where: { and: [{ slug: { equals: target.slug } }, { enabled: { equals: true } }] },
        limit: 1,
        depth: 0,
        select: { name: true, slug: true },
        // Public catalog reads; the where itself picks enabled platforms and live products.
        overrideAccess: true,
      })
    ).docs[0]
    if (!platform) return null
    return {
      target,
      ref: targetRef(target),
      title: platform.name,
      platform: { id: platform.id, slug: platform.slug, name: platform.name },
      product: null,
      where: { and: [{ platform: { equals: platform.id } }, { product: { exists: false } }] },
    }
  }
  const product = (
    await payload.find({
      collection: 'products',
      where: { and: [{ id: { equals: target.id } }, { status: { not_equals: 'discontinued' } }] },
      limit: 1,
      depth: 1,
      select: { name: true, platform: true, slug: true, isConfigurable: true },
      // Public catalog reads; the where itself picks enabled platforms and live products.
      overrideAccess: true,
    })
  ).docs[0]
  const platform = product?.platform
  if (!product || !platform || typeof platform !== 'object') return null
  return {
    target,
    ref: targetRef(target),
    title: product.name,
    platform: { id: platform.id, slug: platform.slug, name: platform.name },
    product: { id: product.id, name: product.name, href: productHref(product) },
    where: { product: { equals: product.id } },
  }
}
