/**
 * The Measurement Protocol adapter: posts one request built by src/lib/analytics (refundRequest) to GA4, with a
 * timeout. Never throws: it logs a failure and says whether GA took the event (the refund task tries again when not).
 */
import type { Payload } from 'payload'
import type { MeasurementRequest } from '../../lib/analytics'

export const MEASUREMENT_TIMEOUT_MS = 5000

export async function sendMeasurement(
  payload: Payload,
  request: MeasurementRequest,
  timeoutMs = MEASUREMENT_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.ok) return true
    payload.logger.warn({ msg: 'GA4 Measurement Protocol refused an event', status: response.status })
  } catch (error) {
    payload.logger.warn({ msg: 'GA4 Measurement Protocol unreachable', err: error })
  }
  return false
}
