import type { Cents } from '../money'
import { SAME_DAY_ASSEMBLY_OPTION_ID, WARRANTY_OPTION_IDS } from '../platforms'

/**
 * The extra services a configured controller line can carry (checkout.md "Package product: extraServices (key,
 * price)"; creator.md: "services (same day assembly, 1-year warranty)").
 */
export type ServiceKey = 'sda' | 'warranty'

/** A service a line may have, priced for ONE item; the database layer lists only those the platform offers. */
export interface ServiceOffer {
  key: ServiceKey
  /** The catalog option behind it: 9 for Same Day Assembly, 10 / 43 / 47 for the warranty by platform. */
  optionId: number
  name: string
  price: Cents
}

export const SAME_DAY_ASSEMBLY_NAME = 'Same Day Assembly'
export const WARRANTY_NAME = 'Extended Warranty'
/** checkout.md section 9: "Warranty 1 year". */
export const WARRANTY_YEARS = 1

/**
 * checkout.md section 9: "Same-day assembly price follows a configuration setting with the option price as
 * fallback" (the platform's `sameDayAssembly.price`, else option 9's price).
 */
export function sameDayAssemblyPrice(platformPrice: Cents | null | undefined, optionPrice: Cents): Cents {
  return platformPrice ?? optionPrice
}

/** checkout.md section 5: Same Day Assembly is option 9. */
export const sameDayAssemblyOptionId = (): number => SAME_DAY_ASSEMBLY_OPTION_ID

/**
 * checkout.md section 5 / creator.md section 5: Extended Warranty is option 10 for xbox-one and ps4, 43 for
 * xbox-360 and ps3, 47 for the further platform (PS5, docs/decisions.md); null where no warranty is offered.
 */
export function warrantyOptionId(platformSlug: string | null | undefined): number | null {
  return (platformSlug && WARRANTY_OPTION_IDS[platformSlug]) || null
}

/**
 * Same Day Assembly is offered only when the site switch is on (SiteSettings.sameDayAssemblyEnabled) AND the
 * platform enables it (creator.md: "SDA is disabled for certain platforms"); otherwise it is hidden and dropped.
 */
export function sameDayAssemblyOffered(siteEnabled: boolean, platformEnabled: boolean): boolean {
  return siteEnabled && platformEnabled
}
