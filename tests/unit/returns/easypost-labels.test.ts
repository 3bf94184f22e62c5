import { describe, expect, it } from 'vitest'
import { easyPostLabels, parcelOf, quoteOf } from '../../../src/lib/returns/easypost-labels'

describe("EasyPost's rates as the store offers them", () => {
  it('keeps USPS and FedEx rates in cents with their names, and drops other carriers', () => {
    expect(quoteOf('shp_1', { id: 'rate_1', carrier: 'USPS', service: 'Priority', rate: '9.10' })).toEqual({
      shipmentId: 'shp_1',
      rateId: 'rate_1',
      carrier: 'usps',
      service: 'Priority',
      name: 'USPS Priority Mail',
      price: 910,
    })
    expect(quoteOf('shp_1', { id: 'r', carrier: 'FedEx', service: 'FEDEX_2_DAY', rate: '28.6' })?.price).toBe(2860)
    expect(quoteOf('shp_1', { id: 'r', carrier: 'UPS', service: 'Ground', rate: '9.00' })).toBeNull()
    expect(quoteOf('shp_1', { id: 'r', carrier: 'USPS', service: 'Priority', rate: 'n/a' })).toBeNull()
  })

  it('sizes the parcel by the units', () => {
    expect(parcelOf(2)).toEqual({ length: 10, width: 8, height: 8, weight: 48 })
  })

  it('reads a refusal as the carrier said it and anything else as unavailable, never throwing', async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    const refused = easyPostLabels({
      apiKey: 'k',
      fetch: answer(422, { error: { code: 'SHIPMENT.POSTAGE.FAILURE', message: 'No label for this address.' } }),
    })
    expect(await refused.buy({ shipmentId: 'shp_1', rateId: 'r' })).toEqual({
      ok: false,
      kind: 'refused',
      message: 'No label for this address.',
    })
    const down = easyPostLabels({ apiKey: 'k', fetch: answer(503, {}) })
    expect((await down.buy({ shipmentId: 'shp_1', rateId: 'r' })).ok).toBe(false)
    const broken = easyPostLabels({
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    expect(await broken.rates({ from: {} as never, to: {} as never, units: 1, reference: 'x' })).toMatchObject({
      ok: false,
      kind: 'unavailable',
    })
  })
})
