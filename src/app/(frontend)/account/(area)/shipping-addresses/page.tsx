import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { AddressBook } from '@/components/account/addresses/AddressBook'

export const metadata: Metadata = { title: 'Shipping Addresses · Padforge' }

export default function ShippingAddressesPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>Shipping Addresses</h1>
      <AddressBook />
    </>
  )
}
