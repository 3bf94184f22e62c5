import type { OrderProductStatus, OrderStatus } from './statuses'

/**
 * Where an order product may go next (issue 29 item 4; account.md section 4). The workshop takes a new item into
 * assembly (processed) or holds it for a missing component (pending); a built item ships, then is delivered. An item
 * can be canceled until it ships. The return statuses are reached only by the returns operations (issue 30), never
 * by an edit (`req.context.returnMove`, set by the orders plugin's `followReturn`). Enforced on the server for REST, GraphQL and the admin (src/plugins/orders/hooks.ts).
 */
export const ORDER_PRODUCT_MOVES: Readonly<Record<OrderProductStatus, readonly OrderProductStatus[]>> = {
  new: ['pending', 'processed', 'canceled'],
  pending: ['processed', 'canceled'],
  processed: ['pending', 'shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: [],
  canceled: [],
  return_label_issued: [],
  being_returned: [],
  return_received: [],
  refunded: [],
}

/** Can staff move an order product from `from` to `to`? Staying put is always allowed. */
export function canMove(from: OrderProductStatus, to: OrderProductStatus): boolean {
  return from === to || ORDER_PRODUCT_MOVES[from].includes(to)
}

/** The refusal for a move the table does not allow, naming the item and the statuses as the admin shows them. */
export function moveProblem(name: string, from: OrderProductStatus, to: OrderProductStatus): string | null {
  if (canMove(from, to)) return null
  const next = ORDER_PRODUCT_MOVES[from]
  const allowed = next.length ? `it can go to ${next.map(spaced).join(', ')}` : 'it cannot change any more'
  return `"${name}" cannot go from ${spaced(from)} to ${spaced(to)}: ${allowed}.`
}

const spaced = (s: string) => s.replace(/_/g, ' ')

/** Delivered, or delivered and since on a return (issue 30): the workshop is done with it. */
const AT_CUSTOMER = new Set<OrderProductStatus>([
  'delivered',
  'return_label_issued',
  'being_returned',
  'return_received',
  'refunded',
])

/**
 * The order's status from its products' (account.md: orders are seen as new, pending, shipped, canceled): every
 * product canceled → canceled; any held → pending; all untouched → new; every live product delivered → delivered;
 * every live product shipped or delivered → shipped; anything else is in the workshop → processed. A staff flag of
 * suspicious_transaction stays until staff lift it; a canceled order stays canceled (its stock went back once).
 */
export function orderStatusOf(products: readonly OrderProductStatus[], current?: OrderStatus): OrderStatus {
  const live = products.filter((s) => s !== 'canceled')
  if (live.length === 0 || current === 'canceled') return 'canceled'
  if (current === 'suspicious_transaction') return current
  if (live.includes('pending')) return 'pending'
  if (live.every((s) => s === 'new')) return 'new'
  if (live.every((s) => AT_CUSTOMER.has(s))) return 'delivered'
  if (live.every((s) => s === 'shipped' || AT_CUSTOMER.has(s))) return 'shipped'
  return 'processed'
}

/** What moving into `to` needs recorded (item 4): shipping needs its carrier and tracking number. */
export interface ShipmentInput {
  carrier?: string | null
  trackingNumber?: string | null
}

export function shipmentProblem(name: string, to: OrderProductStatus, shipment: ShipmentInput | null): string | null {
  if (to !== 'shipped') return null
  if (!shipment?.carrier) return `Choose the carrier that ships "${name}".`
  if (!shipment.trackingNumber?.trim()) return `Enter the tracking number of "${name}".`
  return null
}
