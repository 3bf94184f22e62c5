import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { AddressBook } from '@/components/account/addresses/AddressBook'
import { placeFinderTiles } from '@/plugins/places'

export const metadata: Metadata = { title: 'Shipping Addresses · Padforge' }

export default function ShippingAddressesPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>Shipping Addresses</h1>
      {/* The place finder's tiles when it is configured (the server's setting, the same for everybody). */}
      <AddressBook placeFinder={placeFinderTiles()} />
    </>
  )
}
