/**
 * The store's client of EasyPost's shipment API for return labels (issue 30 item 4): `POST /v2/shipments` rates a
 * parcel from the customer to the store, `POST /v2/shipments/{id}/buy` buys one rate's label. Framework-free;
 * service problems come back as a kind and a message, never as a throw.
 */
import { basicAuth } from '../tracking/easypost'
import type { LabelCarrier } from './api'

export interface LabelAddress {
  name: string
  street1: string
  street2?: string
  city: string
  state: string
  zip: string
  country: string
  phone?: string
}

export interface LabelQuote {
  shipmentId: string
  rateId: string
  carrier: LabelCarrier
  /** EasyPost's service code: Priority, GroundAdvantage, FEDEX_GROUND… */
  service: string
  name: string
  /** Cents. */
  price: number
}

export type LabelFailure = { ok: false; kind: 'refused' | 'unavailable'; message: string }
export type RatesResult = { ok: true; shipmentId: string; rates: LabelQuote[] } | LabelFailure
export type BuyResult = { ok: true; trackingNumber: string; labelUrl: string } | LabelFailure

export const LABELS_UNAVAILABLE = 'The label service is not available at the moment. Please try again later.'

const SERVICE_NAMES: Readonly<Record<string, string>> = {
  GroundAdvantage: 'USPS Ground Advantage',
  Priority: 'USPS Priority Mail',
  Express: 'USPS Priority Mail Express',
  FEDEX_GROUND: 'FedEx Ground',
  FEDEX_EXPRESS_SAVER: 'FedEx Express Saver',
  FEDEX_2_DAY: 'FedEx 2Day',
  STANDARD_OVERNIGHT: 'FedEx Standard Overnight',
}

const CARRIERS: Readonly<Record<string, LabelCarrier>> = { usps: 'usps', fedex: 'fedex', fedexdefault: 'fedex' }

type Json = Record<string, unknown>
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** One of EasyPost's rates as the store offers it, or null for a carrier the store does not offer. */
export function quoteOf(shipmentId: string, rate: Json): LabelQuote | null {
  const carrier = CARRIERS[text(rate.carrier).toLowerCase()]
  const amount = Number.parseFloat(text(rate.rate))
  const service = text(rate.service)
  if (!carrier || !service || !Number.isFinite(amount) || amount < 0) return null
  const name = SERVICE_NAMES[service] ?? `${carrier === 'usps' ? 'USPS' : 'FedEx'} ${service}`
  return { shipmentId, rateId: text(rate.id), carrier, service, name, price: Math.round(amount * 100) }
}

function failureOf(status: number, body: unknown): LabelFailure {
  if (status >= 500 || status === 429 || status < 400)
    return { ok: false, kind: 'unavailable', message: LABELS_UNAVAILABLE }
  const error = isJson(body) && isJson(body.error) ? body.error : {}
  return { ok: false, kind: 'refused', message: text(error.message) || 'The label service refused the request.' }
}

export interface EasyPostLabelOptions {
  apiKey: string
  baseUrl?: string
  /** How long one call may take (15 s: buying a label can be slow). */
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

/** A controller's box: 10 × 8 × 4 in, 1.5 lb a unit. */
export const parcelOf = (units: number) => ({ length: 10, width: 8, height: 4 * units, weight: 24 * units })

export function easyPostLabels({
  apiKey,
  baseUrl = 'https://api.easypost.com',
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: EasyPostLabelOptions) {
  const root = `${baseUrl.replace(/\/+$/, '')}/v2`
  async function post(path: string, payload: unknown): Promise<{ ok: true; body: Json } | LabelFailure> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await fetch(`${root}${path}`, {
        method: 'POST',
        headers: { authorization: basicAuth(apiKey), 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
      })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) return failureOf(response.status, body)
      return isJson(body) ? { ok: true, body } : { ok: false, kind: 'unavailable', message: LABELS_UNAVAILABLE }
    } catch {
      return { ok: false, kind: 'unavailable', message: LABELS_UNAVAILABLE }
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    /** Rates a return parcel of `units` controllers from the customer to the store. */
    async rates(input: {
      from: LabelAddress
      to: LabelAddress
      units: number
      reference: string
      dropType?: string | null
    }): Promise<RatesResult> {
      const answer = await post('/shipments', {
        shipment: {
          from_address: input.from,
          to_address: input.to,
          parcel: parcelOf(input.units),
          reference: input.reference,
          options: { label_format: 'PDF', ...(input.dropType ? { dropoff_type: input.dropType } : {}) },
        },
      })
      if (!answer.ok) return answer
      const shipmentId = text(answer.body.id)
      const rates = Array.isArray(answer.body.rates) ? answer.body.rates.filter(isJson) : []
      return {
        ok: true,
        shipmentId,
        rates: rates.map((r) => quoteOf(shipmentId, r)).filter((q): q is LabelQuote => q !== null),
      }
    },
    /** Buys the label of one rate of a shipment. */
    async buy(input: { shipmentId: string; rateId: string }): Promise<BuyResult> {
      const answer = await post(`/shipments/${encodeURIComponent(input.shipmentId)}/buy`, {
        rate: { id: input.rateId },
      })
      if (!answer.ok) return answer
      const label = isJson(answer.body.postage_label) ? answer.body.postage_label : {}
      const labelUrl = text(label.label_pdf_url) || text(label.label_url)
      const trackingNumber = text(answer.body.tracking_code)
      if (!labelUrl) return { ok: false, kind: 'unavailable', message: LABELS_UNAVAILABLE }
      return { ok: true, trackingNumber, labelUrl }
    },
  }
}

export type LabelService = ReturnType<typeof easyPostLabels>
