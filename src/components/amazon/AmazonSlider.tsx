import { Slider } from '@/components/slider/Slider'
import { amazonGroupItems } from '@/plugins/amazon-products'
import { getPayloadClient } from '@/storefront/payload'
import { AmazonCard } from './AmazonCard'

interface Props {
  /** The group of `amazon-products` to show (a page's "Amazon slider group"). */
  group: string | null | undefined
  title?: string
}

/**
 * The Amazon products slider (storefront.md sections 2, 9), rendered on the server from the `amazon-products`
 * collection (cached with the group's tag) in the store's one `Slider`: nothing at all when the group has no active
 * items.
 */
export async function AmazonSlider({ group, title = 'Also on Amazon' }: Props) {
  if (!group) return null
  const items = await amazonGroupItems(await getPayloadClient(), group)
  if (items.length === 0) return null
  return (
    <Slider title={title} note="As an Amazon Associate we earn from qualifying purchases.">
      {items.map((item) => (
        <AmazonCard key={item.id} item={item} />
      ))}
    </Slider>
  )
}
