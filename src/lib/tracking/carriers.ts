/**
 * The carriers the store ships with (issue 29 item 5): their names, EasyPost's code for each and the public tracking
 * page a customer can open, plus the check of a tracking number typed in the admin.
 */
export type CarrierId = 'usps' | 'ups' | 'fedex' | 'dhl'

export interface Carrier {
  id: CarrierId
  name: string
  /** The `carrier` EasyPost's tracker API takes. */
  easyPostCode: string
  /** The carrier's public tracking page, `{number}` standing for the (encoded) tracking number. */
  urlTemplate: string
}

/** Every carrier the store ships with, in the order the admin lists them. */
export const CARRIERS: readonly Carrier[] = [
  {
    id: 'usps',
    name: 'USPS',
    easyPostCode: 'USPS',
    urlTemplate: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  },
  { id: 'ups', name: 'UPS', easyPostCode: 'UPS', urlTemplate: 'https://www.ups.com/track?tracknum={number}' },
  {
    id: 'fedex',
    name: 'FedEx',
    easyPostCode: 'FedEx',
    urlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    id: 'dhl',
    name: 'DHL',
    easyPostCode: 'DHLExpress',
    urlTemplate: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
]

/** What the customer reads when DHL has no tracking data for a package. */
export const DHL_NOT_AVAILABLE =
  "Track Your Package option is not available at the moment. Please use the carrier's tracking link or contact us."

/** The carrier with this id, name or EasyPost code ('fedex', 'FedEx', ' DHLExpress '), whatever the case; null when unknown. */
export function carrierOf(idOrName: string): Carrier | null {
  const wanted = idOrName.trim().toLowerCase()
  if (!wanted) return null
  return (
    CARRIERS.find(
      (c) => c.id === wanted || c.name.toLowerCase() === wanted || c.easyPostCode.toLowerCase() === wanted,
    ) ?? null
  )
}

/** The carrier's public tracking page for this number (trimmed, URL-encoded); null for an unknown carrier. */
export function trackingUrl(carrier: Carrier | string, number: string): string | null {
  const known = typeof carrier === 'string' ? carrierOf(carrier) : carrier
  if (!known) return null
  return known.urlTemplate.replace('{number}', encodeURIComponent(number.trim()))
}

/**
 * Why a typed tracking number cannot be right, or null: once trimmed, 4 to 40 letters, digits, spaces or dashes,
 * at least 4 of them letters or digits.
 */
export function trackingNumberProblem(number: string): string | null {
  const trimmed = number.trim()
  const ok = /^[A-Za-z0-9 -]{4,40}$/.test(trimmed) && trimmed.replace(/[ -]/g, '').length >= 4
  return ok ? null : 'Enter a tracking number of 4 to 40 letters or digits.'
}
