import Link from 'next/link'
import type { ReactNode } from 'react'
import { ItemPicture } from '@/components/account/orders/ItemPicture'
import orders from '@/components/account/orders/orders.module.css'
import styles from './returns.module.css'

interface Props {
  product: { name: string; image: string | null; url: string | null; orderNumber: string }
  /** The heading level of the name, where it heads a card; a paragraph otherwise. */
  as?: 'h2' | 'p'
  children?: ReactNode
}

/** The item a return is about: picture, name (linked to its page) and order number, as the order history shows it. */
export function ReturnItem({ product, as: Name = 'p', children }: Props) {
  return (
    <div className={styles.item}>
      <ItemPicture image={product.image} />
      <div className={styles.itemMain}>
        <Name className={orders.productName}>
          {product.url ? <Link href={product.url}>{product.name}</Link> : product.name}
        </Name>
        <p className={orders.muted}>Order {product.orderNumber}</p>
        {children}
      </div>
    </div>
  )
}
