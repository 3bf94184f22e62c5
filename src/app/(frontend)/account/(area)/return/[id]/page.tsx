import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { ReturnSummary } from '@/components/account/returns/ReturnSummary'

export const metadata: Metadata = { title: 'Your Return · Padforge' }

/** A return's summary (account.md section 2 `/account/return/{rmaId}`): filled in the browser for its customer. */
export default async function ReturnPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return (
    <>
      <h1 className={styles.pageTitle}>Your Return</h1>
      <ReturnSummary id={id} />
    </>
  )
}
