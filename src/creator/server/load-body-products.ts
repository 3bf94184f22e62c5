import type { Payload } from 'payload'
import type { ProductForBody } from '../body-products'

/**
 * The platform's prebuilt products an Xbox Elite body can open in view mode: configurable and not discontinued (the
 * same products /configured-controller/{id} serves), with the body their configuration shows. `bodyProductsOf`
 * picks among them for the page.
 */
export async function loadBodyProductCandidates(payload: Payload, platformId: number): Promise<ProductForBody[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      and: [
        { platform: { equals: platformId } },
        { isConfigurable: { equals: true } },
        { status: { not_equals: 'discontinued' } },
      ],
    },
    select: { name: true, type: true, configuration: true },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    selected: (p.configuration as { selected?: unknown } | null | undefined)?.selected,
  }))
}
