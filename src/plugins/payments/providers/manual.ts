import type { Payload, PayloadRequest } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { MANUAL_PAYMENT_TITLE } from '../../../globals/SiteSettings'
import type { PaymentProvider } from '../../../lib/payments/provider'

/**
 * Manual payment (issue 12 item 5): the order is placed with its payment awaiting, and the shopper gets the
 * instructions text from site settings (bank transfer by default). Staff mark it paid in the admin when the money
 * arrives. Live while no card or PayPal keys are configured, or beside them when site settings say so.
 */

/** The instructions text, from the data cache until site settings change (not one read per order, issue 32). */
const manualInstructions = cachedRead(
  'manual-payment-instructions',
  async (payload: Payload) =>
    (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).manualPayment?.instructions ?? null,
  () => [cacheTags.site],
)

export function manualProvider(live: () => boolean): PaymentProvider<PayloadRequest> {
  const instructions = (req: PayloadRequest) => manualInstructions(req.payload)
  return {
    id: 'manual',
    title: MANUAL_PAYMENT_TITLE,
    live,
    publicKey: () => null,
    initiate: async (req, charge) => ({
      status: 'pending',
      providerId: `manual-${charge.reference}`,
      instructions: await instructions(req),
    }),
    // Nothing to confirm online: staff record the money's arrival by setting the order paid.
    confirm: async (_req, _charge, providerId) => ({ status: 'pending', providerId }),
    settle: async (_req, _charge, providerId) => ({ status: 'pending', providerId }),
    webhook: async () => null,
    // The money goes back by bank transfer; the transaction records that it is owed.
    refund: async (_req, providerId) => ({ status: 'pending', providerId }),
    cancel: async (_req, providerId) => ({ status: 'canceled', providerId }),
  }
}
