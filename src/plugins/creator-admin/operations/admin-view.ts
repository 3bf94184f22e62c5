import type { PayloadRequest } from 'payload'
import type { AdminCreatorData, AdminProduct } from '../../../creator/admin-types'
import { loadCreatorView } from '../../../creator/server/load-creator-view'
import { NotFoundError } from '../../../lib/errors'
import { idOf } from '../../../lib/relations'
import type { Product } from '../../../payload-types'
import { richTextToPlain } from '../description'

/** A prebuilt product as the admin form edits it. */
export function adminProductOf(product: Product): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    labelId: idOf(product.label),
    inStock: product.inStock !== false,
    listingText: product.listingText ?? '',
    description: richTextToPlain(product.description),
  }
}

/**
 * What the creator's admin mode needs on top of the cached page (creator.md sections 4 and 6): the real stock, the
 * labels to choose from and the product being edited. The page is the same for everybody; an admin's browser asks
 * for this apart, so admin data never sits in a shared cache. 404 an unknown platform, or a product not of it.
 */
export async function adminCreatorView(
  req: PayloadRequest,
  input: { platform: string; productId?: number },
): Promise<AdminCreatorData> {
  const [view, labels, product] = await Promise.all([
    loadCreatorView(req.payload, input.platform),
    req.payload.find({
      collection: 'labels',
      sort: 'name',
      depth: 0,
      pagination: false,
      select: { name: true, color: true },
      req,
    }),
    input.productId === undefined
      ? null
      : req.payload.findByID({ collection: 'products', id: input.productId, depth: 0, disableErrors: true, req }),
  ])
  if (input.productId !== undefined && (!product || idOf(product.platform) !== view.platform.id)) {
    throw new NotFoundError(`There is no ${view.platform.name} product ${input.productId}.`)
  }
  return {
    view,
    labels: labels.docs.map((l) => ({ id: l.id, name: l.name, color: l.color ?? null })),
    product: product ? adminProductOf(product) : null,
  }
}
