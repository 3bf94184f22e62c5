import type { Payload } from 'payload'
import { isAdmin } from '../../../access/roles'
import { idOf } from '../../../lib/relations'
import type { Product } from '../../../payload-types'
import { richTextToPlain } from '../../../plugins/creator-admin/description'
import { getSessionUser } from '../../../server/storefront/session'
import type { AdminLabel, AdminProduct } from './types'

/**
 * Server side of the creator's admin mode: is the request's user an admin (Payload's session cookie or an
 * Authorization header), and what the admin bar needs. Null for everyone else, so the bar is never rendered for
 * them; every admin endpoint checks the role again.
 */
export async function adminContext(payload: Payload): Promise<{ labels: AdminLabel[] } | null> {
  if (!isAdmin(await getSessionUser())) return null
  const labels = await payload.find({
    collection: 'labels',
    sort: 'name',
    depth: 0,
    pagination: false,
    select: { name: true, color: true },
  })
  return { labels: labels.docs.map((l) => ({ id: l.id, name: l.name, color: l.color ?? null })) }
}

/** A prebuilt product as the admin form edits it. */
export function adminProductOf(product: Product): AdminProduct {
  const label = product.label
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    labelId: idOf(label),
    inStock: product.inStock !== false,
    listingText: product.listingText ?? '',
    description: richTextToPlain(product.description),
  }
}
