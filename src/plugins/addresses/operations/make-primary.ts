import type { PayloadRequest } from 'payload'
import { ADDRESS_BOOK_MESSAGES } from '../../../lib/address'
import { inTransaction } from '../../../server/transaction'
import { type AddressRecord, addressBook, ownAddress } from '../queries'

/**
 * Makes one of the signed-in customer's addresses the primary one; the collection's hook clears the previous primary
 * in the same transaction, under the customer's lock. NotFound for another customer's address.
 */
export async function makePrimary(
  req: PayloadRequest,
  id: number,
): Promise<{ message: string; addresses: AddressRecord[] }> {
  return inTransaction(req, async () => {
    const own = await ownAddress(req, id)
    await req.payload.update({
      collection: 'shipping-addresses',
      id: own.id,
      data: { isPrimary: true },
      depth: 0,
      req,
      overrideAccess: true, // the caller's own address, checked above
    })
    return { message: ADDRESS_BOOK_MESSAGES.primary, addresses: await addressBook(req) }
  })
}
