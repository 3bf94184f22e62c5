import type { Payload } from 'payload'
import { type BankTransfer, bankTransferFor } from '../../../lib/payments/bank-details'
import type { Order } from '../../../payload-types'

/**
 * The bank details a manual-payment order shows its buyer (thanks page, confirmation mail), from site settings as
 * they are now, with the order number as the reference; null for an order paid another way or already paid.
 */
export async function bankTransferOf(
  payload: Payload,
  order: Pick<Order, 'number' | 'paymentMethod' | 'paymentStatus' | 'totals'>,
): Promise<BankTransfer | null> {
  if (order.paymentMethod !== 'manual' || order.paymentStatus !== 'awaiting') return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }) // bank details are staff-only fields; the operation shows them to the order's buyer only
  return bankTransferFor(settings.manualPayment?.bankDetails, {
    number: order.number,
    totalCents: order.totals?.total ?? 0,
  })
}
