import type { Metadata } from 'next'
import { Suspense } from 'react'
import styles from '@/components/affiliates/affiliates.module.css'
import { PartnerNotifications } from '@/components/affiliates/PartnerNotifications'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { AFFILIATES_PATH } from '@/lib/routes/affiliates'

export const metadata: Metadata = { title: 'Partner notifications · Padforge', robots: { index: false } }

/** The partner notifications page (account.md section 2): reads `email` and `hash` in the browser. */
export default function PartnerNotificationsPage() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Affiliates', href: AFFILIATES_PATH },
          { label: 'Notifications' },
        ]}
      />
      <h1 className={styles.title}>Partner notifications</h1>
      <p className={styles.intro}>Choose the e-mails we send about your partner account.</p>
      <Suspense>
        <PartnerNotifications />
      </Suspense>
    </div>
  )
}
