import type { Cents } from '../money'
import type { MethodOffer } from './methods'

/**
 * Which stored shipping methods serve an address, and what each costs for a package (issue 12: "shipping methods by
 * carrier, with the zones they serve, price rules..."). Plain data in, offers in the merchandiser's order out.
 */
export interface StoredMethod {
  id: number
  name: string
  carrier: string
  caption: string | null
  price: Cents
  pricePerExtraItem: Cents
  deliveryTime: number
  isSdaSupported: boolean
  freeOverThreshold: boolean
  zones: ReadonlyArray<{ country: string; states: readonly string[] }>
}

const upper = (text: string | null | undefined) => (text ?? '').trim().toUpperCase()

/** A zone serves a country; with states listed, only those states (an address without a state matches none). */
export function serves(method: StoredMethod, country: string | null, state: string | null): boolean {
  return method.zones.some(
    (z) =>
      upper(z.country) === upper(country) && (z.states.length === 0 || z.states.some((s) => upper(s) === upper(state))),
  )
}

/** Some method serves the country but not this state (or the address has no state yet): the page warns. */
export function someMethodsHidden(methods: readonly StoredMethod[], country: string | null, state: string | null) {
  return methods.some((m) => m.zones.some((z) => upper(z.country) === upper(country)) && !serves(m, country, state))
}

/** The package price: the method's price for the first item, plus its per-item price for every further one. */
export function packagePrice(method: StoredMethod, items: number): Cents {
  return method.price + method.pricePerExtraItem * Math.max(0, items - 1)
}

/** The methods serving the address, priced for a package of `items` items. */
export function offersFor(
  methods: readonly StoredMethod[],
  address: { country: string | null; state: string | null },
  items: number,
): MethodOffer[] {
  return methods
    .filter((m) => serves(m, address.country, address.state))
    .map((m) => ({
      id: String(m.id),
      carrier: m.carrier,
      name: m.name,
      price: packagePrice(m, items),
      deliveryTime: m.deliveryTime,
      isSdaSupported: m.isSdaSupported,
      caption: m.caption,
      freeOverThreshold: m.freeOverThreshold,
    }))
}
