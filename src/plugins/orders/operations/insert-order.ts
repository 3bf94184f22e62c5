import type { CollectionSlug, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import type { Order } from '../../../payload-types'
import { insertStatement, rowsOfDocument } from '../../../server/set-insert'
import { transactionSql } from '../../../server/sql'

export type OrderData = RequiredDataFromCollectionSlug<'orders' & CollectionSlug>

const asIso = (value: unknown) => new Date(value as string | Date).toISOString()

/**
 * Writes a new order with its lines, packages, stock taken and history in ONE statement on the request's transaction
 * (issue 32 item 3): Payload's create built and sent a statement per table, then read the whole order back, about
 * half of an order's CPU. The collection's own beforeChange and afterChange hooks still run, with `operation:
 * 'create'`, as Payload runs them, so a plugin that extends orders (affiliates enrols the buyer) sees every new order.
 * Field-level hooks, defaults and validation do not run: the data comes whole from the order operation
 * (`orderData`), the columns' defaults are the database's, and the equivalence test (tests/int/checkout/insert-order)
 * reads an order written here and one written by Payload and compares them.
 */
export async function insertOrder(req: PayloadRequest, data: OrderData): Promise<Order> {
  const collection = req.payload.collections.orders.config
  const context = req.context
  let input = data as Record<string, unknown>
  for (const hook of collection.hooks?.beforeChange ?? [])
    input =
      (await hook({ collection, context, data: input, operation: 'create', originalDoc: undefined, req })) ?? input
  const { main, children, document } = rowsOfDocument('orders', collection.flattenedFields, input)
  const { rows } = await (await transactionSql(req)).execute(insertStatement(main, children))
  const row = rows[0] ?? {}
  let doc = { ...document, id: row.id, createdAt: asIso(row.created_at), updatedAt: asIso(row.updated_at) } as Order
  for (const hook of collection.hooks?.afterChange ?? [])
    doc =
      (await hook({ collection, context, data: input, doc, operation: 'create', previousDoc: {} as Order, req })) ?? doc
  return doc
}
