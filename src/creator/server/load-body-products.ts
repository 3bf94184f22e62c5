import type { Payload } from 'payload'
import type { Product } from '../../payload-types'
import { type BodyProduct, bodyProductsOf } from '../body-products'
import type { Selection } from '../selection'
import type { CreatorView } from '../view'

/**
 * The product page each Xbox Elite body opens in view mode on `product` (empty for platforms without the Elite
 * body grid). Same products as /configured-controller/{id} serves: configurable and not discontinued.
 */
export async function loadBodyProducts(
  payload: Payload,
  view: CreatorView,
  product: Product,
  selection: Selection,
): Promise<Record<number, BodyProduct>> {
  const body = view.catalog.options.find((o) => o.template === 'elite-body-grid')
  if (!body) return {}
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      and: [
        { platform: { equals: view.platform.id } },
        { isConfigurable: { equals: true } },
        { status: { not_equals: 'discontinued' } },
      ],
    },
    select: { name: true, type: true, configuration: true },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  const products = docs.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    selected: (p.configuration as { selected?: unknown } | null | undefined)?.selected,
  }))
  const shownBody = selection.options[`option_${body.id}`]
  return bodyProductsOf(products, body.id, {
    id: product.id,
    type: product.type,
    bodyId: typeof shownBody === 'number' ? shownBody : null,
  })
}
