import type { PayloadRequest } from 'payload'
import { ADDRESS_BOOK_MESSAGES } from '../../../lib/address'
import type { User } from '../../../payload-types'
import { inTransaction } from '../../../server/transaction'
import { type AddressRecord, addressBook, fieldsOf, ownAddress, recordOf } from '../queries'
import { checkedAddress, wantsPrimary } from './check'

/** Replaces one of the signed-in customer's addresses (NotFound for another's); `primary: true` also makes it primary. */
export async function updateAddress(
  req: PayloadRequest,
  input: { id: number; body: Record<string, unknown> },
): Promise<{ message: string; address: AddressRecord; addresses: AddressRecord[] }> {
  const user = req.user as User
  return inTransaction(req, async () => {
    const own = await ownAddress(req, input.id)
    const address = await checkedAddress(req.payload, input.body)
    const doc = await req.payload.update({
      collection: 'shipping-addresses',
      id: own.id,
      data: { ...fieldsOf(address), ...(wantsPrimary(input.body) ? { isPrimary: true } : {}) },
      depth: 0,
      req,
      overrideAccess: true, // the caller's own address (checked above), the address checked above
    })
    return { message: ADDRESS_BOOK_MESSAGES.saved, address: recordOf(doc, user), addresses: await addressBook(req) }
  })
}
