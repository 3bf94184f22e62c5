import type { PayloadRequest } from 'payload'
import { RETURNS_OFF_MESSAGE } from '../../../lib/returns/eligibility'

export interface LabelRate {
  carrier: 'usps' | 'fedex'
  service: string
  name: string
  price: number
}

export interface ReturnSettings {
  accepting: boolean
  closedText: string
  restockingFee: number
  labelRates: LabelRate[]
}

/** The site settings' returns part: the switch, its tooltip, the restocking fee and the label prices. */
export async function returnSettings(req: PayloadRequest): Promise<ReturnSettings> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return {
    accepting: settings.acceptingReturns === true,
    closedText: settings.returnsClosedText?.trim() || RETURNS_OFF_MESSAGE,
    restockingFee: settings.returns?.restockingFee ?? 0,
    labelRates: (settings.returns?.labelRates ?? []).flatMap((r) =>
      r.carrier && r.service && r.name
        ? [{ carrier: r.carrier, service: r.service, name: r.name, price: r.price }]
        : [],
    ),
  }
}
