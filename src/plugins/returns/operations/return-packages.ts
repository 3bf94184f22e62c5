import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { NotFoundError, RuleError } from '../../../lib/errors'
import type { ReturnPackagesReply, returnPackagesSchema } from '../../../lib/returns/api'
import { US_ONLY_MESSAGE } from '../../../lib/returns/eligibility'
import { isCompleteAddress, RETURN_MESSAGES } from '../../../lib/returns/form-rules'
import { findOwnOrderProduct } from '../../orders'
import { labelPackages } from './labels'

/**
 * POST /api/shipping-packages/order-products (account.md section 7): the label choices for sending these order
 * products back from `address`. Only the customer's own order products; only from the US (section 8).
 */
export async function returnPackages(
  req: PayloadRequest,
  input: z.output<typeof returnPackagesSchema>,
): Promise<ReturnPackagesReply> {
  let units = 0
  let name = ''
  for (const id of new Set(input.productIds)) {
    const order = await findOwnOrderProduct(req, id)
    if (order.id !== input.orderId) throw new NotFoundError('Order product not found.')
    units += order.lines.find((l) => l.id === id)?.quantity ?? 1
    name = [order.shipping?.firstName, order.shipping?.lastName].filter(Boolean).join(' ')
  }
  if (input.address.country.toUpperCase() !== 'US') throw new RuleError(US_ONLY_MESSAGE)
  if (!isCompleteAddress(input.address)) throw new RuleError(RETURN_MESSAGES.requiredFields)
  const packages = await labelPackages(req, {
    from: input.address,
    name,
    units,
    dropType: input.dropType,
    reference: `quote-${input.orderId}`,
  })
  if (packages.length === 0) throw new RuleError(RETURN_MESSAGES.noMethods)
  return { address: input.address, packages }
}
