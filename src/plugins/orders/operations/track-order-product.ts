import type { PayloadRequest } from 'payload'
import { ConflictError } from '../../../lib/errors'
import { isTrackable } from '../../../lib/orders/order-dates'
import { carrierOf, DHL_NOT_AVAILABLE } from '../../../lib/tracking/carriers'
import { easyPostTracking, type TrackingLookup } from '../../../lib/tracking/easypost'
import { type TrackData, type TrackingEvent, trackDataOf } from '../../../lib/tracking/track-data'
import { findOwnOrderProduct } from './account-orders'

export const NOT_TRACKABLE =
  'This item cannot be tracked: it has not shipped yet, or it was delivered more than a day ago.'

export interface TrackAnswer {
  success: boolean
  message: string | null
  trackData: TrackData | null
  product: { id: string; name: string; status: string; image: string | null; orderNumber: string }
  shipment: {
    carrier: string | null
    service: string | null
    trackingNumber: string | null
    trackingUrl: string | null
  }
}

/** The tracking service of this process: EasyPost when EASYPOST_API_KEY is set (EASYPOST_API_BASE for a stand-in). */
function trackingService(): ReturnType<typeof easyPostTracking> | null {
  const apiKey = process.env.EASYPOST_API_KEY
  if (!apiKey) return null
  return easyPostTracking({ apiKey, baseUrl: process.env.EASYPOST_API_BASE || undefined })
}

/**
 * GET /api/track-order-product/{id} (account.md `track-order-product`; issue 29 item 5): the customer's own order
 * product, while it can be tracked. With a tracking service its history comes from the carrier; without one, from the
 * events staff entered, beside the carrier's own tracking link. DHL without data and a service failure answer
 * `success: false` with the message the page shows.
 */
export async function trackOrderProduct(req: PayloadRequest, orderProductId: string): Promise<TrackAnswer> {
  const order = await findOwnOrderProduct(req, orderProductId)
  const line = order.lines.find((l) => l.id === orderProductId)
  if (!line) throw new ConflictError(NOT_TRACKABLE)
  if (!isTrackable(line, new Date())) throw new ConflictError(NOT_TRACKABLE)
  const carrier = line.shipment?.carrier ? carrierOf(line.shipment.carrier) : null
  const number = line.shipment?.trackingNumber ?? null
  const base = {
    product: {
      id: orderProductId,
      name: line.name,
      status: line.status,
      image: line.image ?? null,
      orderNumber: order.number,
    },
    shipment: {
      carrier: carrier?.name ?? null,
      service: line.shipment?.service ?? null,
      trackingNumber: number,
      trackingUrl: line.shipment?.trackingUrl ?? null,
    },
  }
  const staffEvents: TrackingEvent[] = (line.trackingEvents ?? []).map((e) => ({
    at: e.at,
    description: e.description,
    location: e.location ?? null,
  }))
  const service = trackingService()
  if (!service || !carrier || !number) {
    const trackData = trackDataOf(staffEvents)
    if (carrier?.id === 'dhl' && staffEvents.length === 0)
      return { ...base, success: false, message: DHL_NOT_AVAILABLE, trackData: null }
    return { ...base, success: true, message: null, trackData }
  }
  const lookup: TrackingLookup = await service.track({ carrier: carrier.easyPostCode, trackingNumber: number })
  if (!lookup.ok || lookup.events.length === 0) {
    if (carrier.id === 'dhl') return { ...base, success: false, message: DHL_NOT_AVAILABLE, trackData: null }
    if (!lookup.ok) return { ...base, success: false, message: lookup.message, trackData: null }
  }
  const events = lookup.ok ? lookup.events : []
  return {
    ...base,
    success: true,
    message: null,
    trackData: trackDataOf(events, {
      estDeliveryDate: lookup.ok ? lookup.estDeliveryDate : null,
      status: lookup.ok ? lookup.status : null,
    }),
  }
}
