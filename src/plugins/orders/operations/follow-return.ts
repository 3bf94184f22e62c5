import type { PayloadRequest } from 'payload'
import type { OrderProductStatus } from '../../../lib/orders/statuses'
import type { Order } from '../../../payload-types'

/**
 * Moves an order product to the status its active return gives it (issue 30 item 5), inside the caller's
 * transaction: the returns plugin's only way to write an order. The order's own status and the product's history
 * follow through the orders hooks; the move table is the returns plugin's (src/lib/returns/states.ts), so staff
 * edits still cannot reach a return status.
 */
export async function followReturn(
  req: PayloadRequest,
  order: Order,
  input: { lineId: string; status: OrderProductStatus; note: string },
): Promise<Order> {
  const line = order.lines.find((l) => l.id === input.lineId)
  if (!line) throw new Error(`Order ${order.id} has no product ${input.lineId}`)
  if (line.status === input.status) return order
  const context = req.context
  req.context = { ...context, returnMove: true, statusNote: input.note }
  try {
    return await req.payload.update({
      collection: 'orders',
      id: order.id,
      data: { lines: order.lines.map((l) => (l.id === input.lineId ? { ...l, status: input.status } : l)) },
      depth: 0,
      req,
      overrideAccess: true, // the returns operation checked the customer or staff member before it came here
    })
  } finally {
    req.context = context
  }
}
