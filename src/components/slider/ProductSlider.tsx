import { ProductCard } from '@/components/ProductCard'
import type { Product } from '@/payload-types'
import { Slider } from './Slider'

export { SLIDER_AUTOPLAY_MS, SLIDER_PAGE } from './Slider'

interface Props {
  title: string
  products: Product[]
  more?: { href: string; label: string }
}

/** A product slider (storefront.md sections 2 and 9): the top, multi-platform, platform and recently viewed ones. */
export function ProductSlider({ title, products, more }: Props) {
  return (
    <Slider title={title} more={more}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Slider>
  )
}
