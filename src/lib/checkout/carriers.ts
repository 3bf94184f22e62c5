/** Carriers the shipping methods name (lower-case keys: methods.ts compares `carrier === 'fedex'`). */
export const CARRIERS = [
  { key: 'fedex', label: 'FedEx' },
  { key: 'usps', label: 'USPS' },
  { key: 'ups', label: 'UPS' },
  { key: 'dhl', label: 'DHL' },
] as const

export type CarrierKey = (typeof CARRIERS)[number]['key']

export const carrierLabel = (key: string): string => CARRIERS.find((c) => c.key === key)?.label ?? key.toUpperCase()
