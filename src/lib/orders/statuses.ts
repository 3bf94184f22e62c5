/**
 * Order and order-product statuses (account.md section 4): orders are seen as new, pending, shipped, canceled and
 * suspicious_transaction; order products also as processed, delivered, return_received, being_returned,
 * return_label_issued and refunded.
 */
export const ORDER_STATUSES = [
  'new',
  'pending',
  'processed',
  'shipped',
  'delivered',
  'canceled',
  'suspicious_transaction',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_PRODUCT_STATUSES = [
  'new',
  'pending',
  'processed',
  'shipped',
  'delivered',
  'canceled',
  'return_received',
  'being_returned',
  'return_label_issued',
  'refunded',
] as const
export type OrderProductStatus = (typeof ORDER_PRODUCT_STATUSES)[number]

/** Where the money stands, kept apart from the fulfilment status. */
export const PAYMENT_STATUSES = ['awaiting', 'authorized', 'paid', 'refunded', 'failed', 'canceled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** account.md: statuses display with underscores as spaces. */
export const statusLabel = (status: string): string => status.replace(/_/g, ' ')

export const statusOptions = (statuses: readonly string[]) =>
  statuses.map((value) => ({ value, label: statusLabel(value).replace(/^./, (c) => c.toUpperCase()) }))

/** account.md "Order product status meanings": the tooltip a status carries in the order history, if any. */
export const STATUS_TOOLTIPS: Readonly<Partial<Record<OrderProductStatus, string>>> = {
  pending: 'A component of your controller is missing at the moment. Please contact our support team to learn more.',
  return_received:
    'We received your return and are inspecting it. Inspection normally takes 5 days, and up to 10 in busy seasons.',
}

/** The order product statuses that belong to a return (the Returns list, issue 30). */
export const RETURN_STATUSES: readonly OrderProductStatus[] = [
  'return_label_issued',
  'being_returned',
  'return_received',
  'refunded',
]
