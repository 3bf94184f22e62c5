import type { PayloadRequest } from 'payload'
import type { ReturnOptions } from '../../../lib/returns/api'
import { quantityOptions, withinReturnWindow } from '../../../lib/returns/eligibility'
import { findOwnOrderProduct } from '../../orders'
import { paymentProvider } from '../../payments'
import { instantLabels } from './labels'
import { lineEligibility, returnsOfLines } from './line-returns'
import { offeredReasons } from './reasons'
import { returnSettings } from './settings'

/** GET /api/return-options/{orderProductId}: what the return form offers for the caller's own order product. */
export async function returnOptions(req: PayloadRequest, orderProductId: string): Promise<ReturnOptions> {
  const order = await findOwnOrderProduct(req, orderProductId)
  const line = order.lines.find((l) => l.id === orderProductId)
  if (!line) throw new Error('findOwnOrderProduct gave an order without the line')
  const [settings, returns, reasons] = await Promise.all([
    returnSettings(req),
    returnsOfLines(req, [orderProductId]),
    offeredReasons(req, line.deliveredAt),
  ])
  const { returnable, problem } = lineEligibility(order, line, returns, settings)
  const inWindow = !!line.deliveredAt && withinReturnWindow(line.deliveredAt, new Date())
  const s = order.shipping
  const card = paymentProvider('card')
  return {
    orderProduct: {
      id: orderProductId,
      name: line.name,
      image: line.image ?? null,
      url: line.url ?? null,
      quantity: line.quantity,
      deliveredAt: line.deliveredAt ?? null,
      orderId: order.id,
      orderNumber: order.number,
    },
    problem,
    email: req.user?.email ?? order.email,
    quantities: problem ? [] : quantityOptions(returnable),
    reasons,
    inWindow,
    address: {
      address1: s?.address1 ?? '',
      address2: s?.address2 ?? '',
      city: s?.city ?? '',
      state: s?.state ?? '',
      zip: s?.zip ?? '',
      country: s?.country ?? 'US',
    },
    instantLabels: instantLabels(),
    payment: { stripe: card?.publicKey() ?? null, paypal: paymentProvider('paypal')?.publicKey() ?? null },
  }
}
