import type { PayloadRequest } from 'payload'
import { MANUAL_PAYMENT_TITLE } from '../../../globals/SiteSettings'
import type { PaymentProvider } from '../../../lib/payments/provider'

/**
 * Manual payment (issue 12 item 5): the order is placed with its payment awaiting, and the shopper gets the
 * instructions text from site settings (bank transfer by default). Staff mark it paid in the admin when the money
 * arrives. Live while no card or PayPal keys are configured, or beside them when site settings say so.
 */
export function manualProvider(live: () => boolean): PaymentProvider<PayloadRequest> {
  const instructions = async (req: PayloadRequest) =>
    (await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })).manualPayment?.instructions ?? null
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
