import type { PayloadRequest } from 'payload'
import type { LineReturns } from '../../../lib/orders/account-view'
import type { OrderProductStatus } from '../../../lib/orders/statuses'
import { returnableUnits, returnProblem } from '../../../lib/returns/eligibility'
import { activeReturn, orderProductStatusOf, type ReturnStatus } from '../../../lib/returns/states'
import type { Order, Rma } from '../../../payload-types'
import { followReturn, type OrderProductReturns } from '../../orders'
import { returnSettings } from './settings'

/** The returns of these order products, newest first. */
export async function returnsOfLines(req: PayloadRequest, lineIds: readonly string[]): Promise<Rma[]> {
  if (lineIds.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'rmas',
    where: { orderProduct: { in: [...lineIds] } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true, // the returns of order products the caller was allowed to read
  })
  return docs
}

type Line = Order['lines'][number]

/** What can come back of this line now, and why not. */
export function lineEligibility(
  order: Order,
  line: Line,
  returns: readonly Rma[],
  settings: { accepting: boolean; closedText: string },
) {
  const returnable = returnableUnits(line, returns)
  const problem = returnProblem({
    accepting: settings.accepting,
    country: String(order.shipping?.country ?? ''),
    status: line.status,
    deliveredAt: line.deliveredAt ?? null,
    returnable,
  })
  return { returnable, problem: problem && !settings.accepting ? settings.closedText : problem }
}

/** The orders plugin's `orderProductReturns`: each shown order product's returns and its Return button. */
export const orderProductReturns: OrderProductReturns = async (req, orders) => {
  const lines = orders.flatMap((order) => order.lines.map((line) => ({ order, line })))
  const [returns, settings] = await Promise.all([
    returnsOfLines(
      req,
      lines.map(({ line }) => String(line.id)),
    ),
    returnSettings(req),
  ])
  const out = new Map<string, LineReturns>()
  for (const { order, line } of lines) {
    const own = returns.filter((r) => r.orderProduct === line.id)
    const { problem } = lineEligibility(order, line, own, settings)
    const refunded = own.filter((r) => r.status === 'refunded')
    out.set(String(line.id), {
      rmas: own.map((r) => ({ id: r.id, canceled: r.status === 'canceled', status: r.status })),
      activeReturnId: activeReturn(own)?.id ?? null,
      showReturn: !!line.deliveredAt && line.status !== 'canceled',
      isReturnable: problem === null,
      returnProblem: problem,
      // The item's own refund, not the order's (issue 50 item 7).
      ...(line.status === 'refunded' && refunded.length
        ? { refundTotal: refunded.reduce((sum, r) => sum + (r.bill?.refundTotal ?? 0), 0) }
        : {}),
    })
  }
  return out
}

/**
 * Moves the order product to the status of its active return (account.md section 4), inside the caller's
 * transaction. `changed` is a return being written now, as it will be once saved.
 */
export async function syncLine(
  req: PayloadRequest,
  order: Order,
  lineId: string,
  note: string,
  changed?: { id: number; status: ReturnStatus },
): Promise<Order> {
  const returns = (await returnsOfLines(req, [lineId])).map((r) =>
    changed && r.id === changed.id ? { ...r, status: changed.status } : r,
  )
  const status = orderProductStatusOf((activeReturn(returns)?.status as ReturnStatus | undefined) ?? null)
  return followReturn(req, order, { lineId, status: status as OrderProductStatus, note })
}
