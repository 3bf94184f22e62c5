/**
 * The server's `refund` event, sent to GA4 through the Measurement Protocol
 * (https://developers.google.com/analytics/devguides/collection/protocol/ga4): the request the adapter in
 * src/plugins/analytics posts. Pure.
 */

import type { Cents } from '../money'
import type { MeasurementConfig } from './config'
import { CURRENCY } from './events'
import { dollars } from './items'

export interface RefundSource {
  /** The order number (the purchase's transaction_id). */
  orderId: string
  amount: Cents
  /** The refund's own id, so GA can tell two partial refunds of an order apart in reports. */
  refundId: string | number
}

export interface MeasurementRequest {
  url: string
  body: {
    client_id: string
    events: Array<{
      name: 'refund'
      params: { currency: string; transaction_id: string; value: number; refund_id: string }
    }>
  }
}

/**
 * The Measurement Protocol request for a refund. `client_id` identifies a browser in GA; the server has none, so the
 * store uses a fixed one per order (`order.<number>`) and GA matches the refund to the purchase by transaction_id.
 */
export function refundRequest(config: MeasurementConfig, refund: RefundSource): MeasurementRequest {
  const query = new URLSearchParams({ measurement_id: config.measurementId, api_secret: config.apiSecret })
  return {
    url: `${config.url}/mp/collect?${query}`,
    body: {
      client_id: `order.${refund.orderId}`,
      events: [
        {
          name: 'refund',
          params: {
            currency: CURRENCY,
            transaction_id: refund.orderId,
            value: dollars(refund.amount),
            refund_id: String(refund.refundId),
          },
        },
      ],
    },
  }
}
