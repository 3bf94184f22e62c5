import type { Metadata } from 'next'
import { Suspense } from 'react'
import styles from '@/components/account/account.module.css'
import { PartnerNotifications } from '@/components/affiliates/PartnerNotifications'
import { Breadcrumbs } from '@/components/Breadcrumbs'

export const metadata: Metadata = { title: 'Partner notifications · Padforge', robots: { index: false } }

/** The partner notifications page (account.md section 2): reads `email` and `hash` in the browser. */
export default function PartnerNotificationsPage() {
  return (
    <div className="container">
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: 'Affiliates', href: '/affiliates' }, { label: 'Notifications' }]}
      />
      <h1 className={styles.pageTitle}>Partner notifications</h1>
      <Suspense>
        <PartnerNotifications />
      </Suspense>
    </div>
  )
}
