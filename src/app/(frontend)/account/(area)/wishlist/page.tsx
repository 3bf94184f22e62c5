import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { WishlistList } from '@/components/account/wishlist/WishlistList'

export const metadata: Metadata = { title: 'My Wish List · Padforge' }

/** The same shell for everybody (docs/caching.md): the customer's list is asked by the browser, never cached. */
export default function WishlistPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>My Wish List</h1>
      <WishlistList />
    </>
  )
}
