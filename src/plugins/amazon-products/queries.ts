import type { Payload } from 'payload'
import { AMAZON_GROUP_LIMIT, type AmazonCard, amazonClickHref } from '../../lib/amazon-products'
import { imageOf } from '../../lib/relations'
import type { AmazonProduct } from '../../payload-types'

export function amazonCard(item: AmazonProduct): AmazonCard {
  return {
    id: item.id,
    title: item.title,
    price: typeof item.price === 'number' ? item.price : null,
    href: amazonClickHref(item.id),
    image: imageOf(item.image),
  }
}

/** A group's active items in order (sort, then oldest first), as shoppers see them. */
export async function activeItemsOf(payload: Payload, group: string): Promise<AmazonCard[]> {
  const { docs } = await payload.find({
    collection: 'amazon-products',
    where: { group: { equals: group }, active: { equals: true } },
    sort: ['sort', 'id'],
    limit: AMAZON_GROUP_LIMIT,
    depth: 1,
    // Shoppers' view whoever asks: active items, no click counts.
    overrideAccess: false,
  })
  return docs.map(amazonCard)
}
