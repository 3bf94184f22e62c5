import type { Config, Plugin } from 'payload'
import { orderEndpoints } from './endpoints'
import { Orders } from './Orders'
import { Transactions } from './Transactions'

export { Orders } from './Orders'
export { Transactions } from './Transactions'

/**
 * Orders and their payment transactions (issue 12 items 1, 4, 5): create-order (one transaction: stock, coupon,
 * idempotency), the order view for the thanks page, staff status changes with a history.
 */
export function ordersPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Orders, Transactions],
    endpoints: [...(config.endpoints ?? []), ...orderEndpoints],
  })
}
