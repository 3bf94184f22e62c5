import type { Metadata } from 'next'
import { Suspense } from 'react'
import styles from '@/components/account/account.module.css'
import { ReferralProgram } from '@/components/account/referral/ReferralProgram'

export const metadata: Metadata = { title: 'Referral Program · Padforge' }

export default function ReferralProgramPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>Referral Program</h1>
      {/* The popup opens from ?shareViaEmail, read in the browser: the page itself stays the same for everybody. */}
      <Suspense>
        <ReferralProgram />
      </Suspense>
    </>
  )
}
