import { Breadcrumbs } from '@/components/Breadcrumbs'
import { BasketLines } from './islands'
import styles from './page.module.css'

/** The shopping cart path: the basket's lines (the checkout issue turns this page into the checkout). */
export function CartPage() {
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Shopping Cart' }]} />
      <h1 className={styles.sectionTitle}>Shopping Cart</h1>
      <BasketLines />
    </div>
  )
}
