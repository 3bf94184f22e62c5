import type { PayloadRequest } from 'payload'
import { ADDRESS_BOOK_MESSAGES } from '../../../lib/address'
import type { User } from '../../../payload-types'
import { inTransaction } from '../../../server/transaction'
import { type AddressRecord, addressBook, fieldsOf, recordOf } from '../queries'
import { checkedAddress, wantsPrimary } from './check'

/**
 * Adds an address to the signed-in customer's book. The first one becomes primary; `primary: true` makes this one
 * primary. RuleError (422) for a bad address or a full book (MAX_ADDRESSES).
 */
export async function createAddress(
  req: PayloadRequest,
  body: Record<string, unknown>,
): Promise<{ message: string; address: AddressRecord; addresses: AddressRecord[] }> {
  const user = req.user as User
  const address = await checkedAddress(req.payload, body)
  return inTransaction(req, async () => {
    const doc = await req.payload.create({
      collection: 'shipping-addresses',
      data: { ...fieldsOf(address), customer: user.id, isPrimary: wantsPrimary(body) },
      depth: 0,
      req,
      overrideAccess: true, // customers add addresses only here: the owner is the caller, the address checked above
    })
    return { message: ADDRESS_BOOK_MESSAGES.added, address: recordOf(doc, user), addresses: await addressBook(req) }
  })
}
