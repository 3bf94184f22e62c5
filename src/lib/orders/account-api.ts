import type { OrderList } from '../routes/account'

/** The account's order calls (docs/api.md, "Account: orders"). */
export const ORDERS_API = {
  list: (status: OrderList, limit: number, offset: number) =>
    `/api/account/orders/${status}?${new URLSearchParams({ limit: String(limit), offset: String(offset) })}`,
  cancel: (orderId: number) => `/api/account/orders/${orderId}`,
  product: (orderProductId: string) => `/api/order-product/${encodeURIComponent(orderProductId)}`,
  track: (orderProductId: string) => `/api/track-order-product/${encodeURIComponent(orderProductId)}`,
}

/** account.md section 8: the empty states of the three lists (texts not shown in the spec; ours). */
export const EMPTY_ORDERS: Readonly<Record<OrderList, { title: string; text: string }>> = {
  all: {
    title: 'No orders yet',
    text: 'When you order a controller, you will follow it here from the workshop to your door.',
  },
  canceled: { title: 'No cancelled orders', text: 'Orders you cancel show here with their refund.' },
  returns: { title: 'No returns', text: 'Items you send back show here while we receive and inspect them.' },
}
