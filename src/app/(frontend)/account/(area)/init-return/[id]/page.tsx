import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { InitReturn } from '@/components/account/returns/InitReturn'

export const metadata: Metadata = { title: 'Return an Item · Padforge' }

/** Start a return (account.md section 2 `/account/init-return/{orderProductId}`): filled in the browser for its customer. */
export default async function InitReturnPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return (
    <>
      <h1 className={styles.pageTitle}>Return an Item</h1>
      <InitReturn id={id} />
    </>
  )
}
