import { ProductCard } from '@/components/ProductCard'
import type { Product } from '@/payload-types'
import { PagedProductSlider } from './PagedProductSlider'
import { Slider } from './Slider'

export { SLIDER_AUTOPLAY_MS, SLIDER_PAGE } from './rules'

interface Props {
  title: string
  /** The cards to show now (on a cached page, the first page). */
  products: Product[]
  more?: { href: string; label: string }
  /** More to fetch when the shopper nears the slider: how many in all, and from which slider endpoint. */
  later?: { total: number; source: string }
}

/** A product slider (storefront.md sections 2 and 9): the top, multi-platform, platform and recently viewed ones. */
export function ProductSlider({ title, products, more, later }: Props) {
  const cards = products.map((product) => <ProductCard key={product.id} product={product} />)
  if (later && later.total > products.length) {
    return (
      <PagedProductSlider
        title={title}
        more={more}
        shownIds={products.map((p) => p.id)}
        total={later.total}
        source={later.source}
      >
        {cards}
      </PagedProductSlider>
    )
  }
  return (
    <Slider title={title} more={more}>
      {cards}
    </Slider>
  )
}
