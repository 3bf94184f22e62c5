import type { PayloadRequest } from 'payload'
import { carrierLabel } from '../../../lib/checkout/carriers'
import { FEDEX_DROP_TYPES, LABEL_CARRIERS, type ReturnMethod, type ReturnPackage } from '../../../lib/returns/api'
import { type LabelRate, returnSettings } from './settings'

/**
 * Return labels (issue 30 item 4). This slice prices labels from the site settings' label prices and staff buy and
 * upload each label in the admin (the customer is mailed that it comes within 24 hours); a label service (EasyPost's
 * shipment API) comes behind the same two calls.
 */
export const methodId = (rate: Pick<LabelRate, 'carrier' | 'service'>) => `${rate.carrier}:${rate.service}`

/** The label choices per carrier (account.md section 3 "Shipping package (for returns)"). */
export async function labelPackages(req: PayloadRequest): Promise<ReturnPackage[]> {
  const { labelRates } = await returnSettings(req)
  return LABEL_CARRIERS.map((carrier) => ({
    id: carrier,
    name: carrierLabel(carrier),
    methods: labelRates
      .filter((r) => r.carrier === carrier)
      .map((r): ReturnMethod => ({ id: methodId(r), name: r.name, price: r.price })),
    fedexDropTypes: carrier === 'fedex' ? FEDEX_DROP_TYPES.map((d) => ({ ...d })) : [],
  })).filter((p) => p.methods.length > 0)
}

/** The rate a method id names now (the server's price, never the browser's), or null. */
export async function labelRate(req: PayloadRequest, id: string): Promise<LabelRate | null> {
  const { labelRates } = await returnSettings(req)
  return labelRates.find((r) => methodId(r) === id) ?? null
}

/** Labels print at once only with a label service; without one staff upload them. */
export const instantLabels = (): boolean => false
