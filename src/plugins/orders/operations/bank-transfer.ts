import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { type BankTransfer, bankTransferFor } from '../../../lib/payments/bank-details'
import type { Order } from '../../../payload-types'

/**
 * Site settings' bank details, from the data cache until the settings change (every manual order's reply and mail show
 * them). Staff-only fields: the cache is the server's, and only `bankTransferOf` hands them on, to the order's buyer.
 */
const bankDetails = cachedRead(
  'manual-payment-bank-details',
  async (payload: Payload) => {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true, // staff-only fields; only bankTransferOf hands them on, to the order's buyer
    })
    return settings.manualPayment?.bankDetails ?? null
  },
  () => [cacheTags.site],
)

/**
 * The bank details a manual-payment order shows its buyer (thanks page, confirmation mail), from site settings as
 * they are now, with the order number as the reference; null for an order paid another way or already paid.
 */
export async function bankTransferOf(
  payload: Payload,
  order: Pick<Order, 'number' | 'paymentMethod' | 'paymentStatus' | 'totals'>,
): Promise<BankTransfer | null> {
  if (order.paymentMethod !== 'manual' || order.paymentStatus !== 'awaiting') return null
  return bankTransferFor(await bankDetails(payload), {
    number: order.number,
    totalCents: order.totals?.total ?? 0,
  })
}
