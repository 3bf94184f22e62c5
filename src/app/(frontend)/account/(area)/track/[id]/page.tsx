import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { TrackOrderProduct } from '@/components/account/track/TrackOrderProduct'

export const metadata: Metadata = { title: 'Track Your Package · Padforge' }

/** Order tracking (account.md section 2 `/account/track/{orderProductId}`): filled in the browser for its customer. */
export default async function TrackPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return (
    <>
      <h1 className={styles.pageTitle}>Track Your Package</h1>
      <TrackOrderProduct id={id} />
    </>
  )
}
