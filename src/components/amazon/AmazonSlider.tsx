import { amazonGroupItems } from '@/plugins/amazon-products'
import { AmazonCarousel } from './islands'

interface Props {
  /** The group of `amazon-products` to show (a page's "Amazon slider group"). */
  group: string | null | undefined
  title?: string
}

/**
 * The Amazon products slider (storefront.md sections 2, 9), rendered on the server from the `amazon-products`
 * collection (cached with the group's tag): nothing at all when the group has no active items.
 */
export async function AmazonSlider({ group, title = 'Also on Amazon' }: Props) {
  if (!group) return null
  const items = await amazonGroupItems(group)
  if (items.length === 0) return null
  return <AmazonCarousel title={title} items={items} />
}
