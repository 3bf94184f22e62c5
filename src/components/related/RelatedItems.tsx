'use client'

import { ProductCard } from '@/components/ProductCard'
import styles from './RelatedItems.module.css'
import { useRelated } from './use-related'

interface Props {
  productId: number
  /** The section's heading. */
  title?: string
  /** `page`: under a product page; `compact`: inside the quick look (smaller cards, no compare). */
  variant?: 'page' | 'compact'
}

/** Related items (storefront.md sections 2 and 7): four products near this one, shown only when there are any. */
export function RelatedItems({ productId, title = 'You may also like', variant = 'page' }: Props) {
  const products = useRelated(productId)
  if (!products?.length) return null
  return (
    <section className={styles[variant]} aria-label={title} data-related>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} compact={variant === 'compact'} />
          </li>
        ))}
      </ul>
    </section>
  )
}
