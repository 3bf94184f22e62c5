import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { BrowsingHistory } from '@/components/account/recently-viewed/BrowsingHistory'

export const metadata: Metadata = { title: 'Recently Viewed · Padforge' }

export default function RecentlyViewedPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>Recently Viewed</h1>
      <BrowsingHistory />
    </>
  )
}
