import type { PayloadRequest } from 'payload'
import { carrierLabel } from '../../../lib/checkout/carriers'
import { RuleError, ServiceUnavailableError } from '../../../lib/errors'
import {
  FEDEX_DROP_TYPES,
  LABEL_CARRIERS,
  type ReturnAddress,
  type ReturnMethod,
  type ReturnPackage,
} from '../../../lib/returns/api'
import type { LabelAddress } from '../../../lib/returns/easypost-labels'
import { STORE_RETURN_ADDRESS } from '../../../lib/returns/return-address'
import { labelService } from './label-service'
import { type LabelRate, returnSettings } from './settings'

/**
 * Return labels (issue 30 item 4), behind two calls: the label choices for a parcel, and the rate one choice names.
 * With a label service (EasyPost's shipment API, `label-service.ts`) the carrier rates each parcel and the label is
 * bought once paid for (`issue-label.ts`); without one, the site settings' label prices apply and staff upload each
 * label in the admin.
 */
export const methodId = (rate: Pick<LabelRate, 'carrier' | 'service'>) => `${rate.carrier}:${rate.service}`

/** A rate the customer can choose, with the label service's shipment and rate when there is one. */
export interface ChosenRate extends LabelRate {
  shipmentId: string | null
  rateId: string | null
}

export interface Parcel {
  from: ReturnAddress
  name: string
  units: number
  dropType?: string | null
  reference: string
}

const labelAddress = (parcel: Parcel): LabelAddress => ({
  name: parcel.name || 'Padforge customer',
  street1: parcel.from.address1,
  street2: parcel.from.address2,
  city: parcel.from.city,
  state: parcel.from.state,
  zip: parcel.from.zip,
  country: parcel.from.country || 'US',
})

/** The rates for this parcel: the label service's, or the site settings' label prices. */
async function ratesFor(req: PayloadRequest, parcel: Parcel): Promise<ChosenRate[]> {
  const service = labelService()
  if (!service) {
    const { labelRates } = await returnSettings(req)
    return labelRates.map((rate) => ({ ...rate, shipmentId: null, rateId: null }))
  }
  const rated = await service.rates({
    from: labelAddress(parcel),
    to: { ...STORE_RETURN_ADDRESS },
    units: parcel.units,
    reference: parcel.reference,
    dropType: parcel.dropType,
  })
  if (!rated.ok) {
    if (rated.kind === 'refused') throw new RuleError(rated.message, { address: [rated.message] })
    throw new ServiceUnavailableError(rated.message)
  }
  return rated.rates.map((q) => ({
    carrier: q.carrier,
    service: q.service,
    name: q.name,
    price: q.price,
    shipmentId: q.shipmentId,
    rateId: q.rateId,
  }))
}

/** The label choices per carrier (account.md section 3 "Shipping package (for returns)"). */
export async function labelPackages(req: PayloadRequest, parcel: Parcel): Promise<ReturnPackage[]> {
  const rates = await ratesFor(req, parcel)
  return LABEL_CARRIERS.map((carrier) => ({
    id: carrier,
    name: carrierLabel(carrier),
    methods: rates
      .filter((r) => r.carrier === carrier)
      .map((r): ReturnMethod => ({ id: methodId(r), name: r.name, price: r.price })),
    fedexDropTypes: carrier === 'fedex' ? FEDEX_DROP_TYPES.map((d) => ({ ...d })) : [],
  })).filter((p) => p.methods.length > 0)
}

/** The rate a method id names now for this parcel (the server's price, never the browser's), or null. */
export async function labelRate(req: PayloadRequest, id: string, parcel: Parcel): Promise<ChosenRate | null> {
  return (await ratesFor(req, parcel)).find((r) => methodId(r) === id) ?? null
}

/** Labels print at once only with a label service; without one staff upload them. */
export const instantLabels = (): boolean => labelService() !== null
