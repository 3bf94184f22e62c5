import Link from 'next/link'
import type { ReactNode } from 'react'
import { padProductId } from '@/lib/products'
import type { ProductPageData } from '../../lib/storefront/product-page-data'
import styles from './Characteristics.module.css'

interface Row {
  term: string
  value: ReactNode
}

type Props = Pick<ProductPageData, 'id' | 'uid' | 'brand' | 'condition' | 'platform' | 'category'>

/** A link within the store, or to another site (opened as usual, without handing it this page). */
function Destination({ href, children }: { href: string; children: ReactNode }) {
  return /^https?:\/\//i.test(href) ? (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link href={href}>{children}</Link>
  )
}

/** Brand, condition, platform or category, SKU and the product id padded to 5 digits (storefront.md sections 3, 9). */
export function Characteristics({ id, uid, brand, condition, platform, category }: Props) {
  const rows: Row[] = []
  if (brand)
    rows.push({
      term: 'Brand',
      value: brand.link ? <Destination href={brand.link}>{brand.label}</Destination> : brand.label,
    })
  if (condition) rows.push({ term: 'Condition', value: condition })
  if (platform) rows.push({ term: 'Platform', value: platform.name })
  if (category) rows.push({ term: 'Category', value: <Link href={category.path}>{category.name}</Link> })
  if (uid) rows.push({ term: 'SKU', value: uid })
  rows.push({ term: 'Product ID', value: padProductId(id) })
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
