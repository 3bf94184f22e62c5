import type { Product } from '@/payload-types'
import { toCardProduct } from './card'
import { type CardProps, ProductCardView } from './ProductCardView'

type Props = Omit<CardProps, 'card'> & {
  /** A product fetched with depth ≥ 1 (images, label, platform and category populated). */
  product: Product
}

/** A product card in grids and sliders: only the card's data crosses to the browser (`toCardProduct`). */
export function ProductCard({ product, ...rest }: Props) {
  return <ProductCardView card={toCardProduct(product)} {...rest} />
}
