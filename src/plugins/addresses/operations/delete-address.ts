import type { PayloadRequest } from 'payload'
import { ADDRESS_BOOK_MESSAGES } from '../../../lib/address'
import { inTransaction } from '../../../server/transaction'
import { type AddressRecord, addressBook, ownAddress } from '../queries'

/**
 * Deletes one of the signed-in customer's addresses (NotFound for another's). Deleting the primary address promotes
 * the newest remaining one (the collection's hook). Answers in Payload's delete shape too (`doc`).
 */
export async function deleteAddress(
  req: PayloadRequest,
  id: number,
): Promise<{ message: string; doc: { id: number }; addresses: AddressRecord[] }> {
  return inTransaction(req, async () => {
    const own = await ownAddress(req, id)
    await req.payload.delete({
      collection: 'shipping-addresses',
      id: own.id,
      depth: 0,
      req,
      overrideAccess: true, // the caller's own address, checked above
    })
    return { message: ADDRESS_BOOK_MESSAGES.deleted, doc: { id: own.id }, addresses: await addressBook(req) }
  })
}
