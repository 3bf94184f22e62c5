import type { PayloadRequest } from 'payload'
import { type AddressRecord, addressBook } from '../queries'

/** GET /api/shipping-addresses: the signed-in customer's address book, the primary address first. */
export async function listAddresses(req: PayloadRequest): Promise<{ addresses: AddressRecord[] }> {
  return { addresses: await addressBook(req) }
}
