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
