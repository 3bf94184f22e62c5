import type { Address } from '@/lib/address'

/** One record of GET /api/shipping-addresses (account.md section 3). */
export interface AddressRecord {
  id: number
  is_primary: boolean
  address: Address & { primary: boolean; first_name: string; last_name: string; email: string; phone: string }
}

/** What the address book's writes answer. */
export interface BookAnswer {
  message: string
  addresses?: AddressRecord[]
}
