import type { CollectionSlug, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import type { Order } from '../../../payload-types'
import { insertDocument } from '../../../server/insert-document'

export type OrderData = RequiredDataFromCollectionSlug<'orders' & CollectionSlug>

/**
 * Writes a new order with its lines, packages, stock taken and history in ONE statement on the request's transaction
 * (issue 32 item 3; `insertDocument`): Payload's create of an order with five array tables and its re-read was about
 * half of an order's CPU. The orders collection's hooks run as Payload runs them (affiliates enrols the buyer); the
 * data comes whole from `orderData`, and tests/int/checkout/insert-order compares an order written here with one
 * written by Payload.
 */
export const insertOrder = (req: PayloadRequest, data: OrderData): Promise<Order> =>
  insertDocument(req, 'orders', data) as Promise<Order>
