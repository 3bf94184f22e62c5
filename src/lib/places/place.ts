/**
 * The place finder's answer (checkout.md section 3, "Place result"): a place as the popup shows it and the address
 * forms take it. Pure: the server maps its geocoder's answers to it, the browser fills the forms from it.
 */
export interface Place {
  /** The geocoder's id of the place (OpenStreetMap's type and id, e.g. `W34633854`). */
  placeId: string
  /** ISO 3166-1 alpha-2, upper case ('' when the geocoder did not say). */
  country: string
  city: string
  /** The street address: house number and street (or the place's name when it has no street). */
  address: string
  /** The state or region as the geocoder names it ('New York'); the forms match it to their state list. */
  state: string
  postalCode: string
  /** One line for the list of suggestions: name, street, city, state and ZIP. */
  label: string
  lat: number
  lon: number
}

/** Where the map starts (checkout.md section 2, "Place-finder popup"): central US at zoom 5. */
export const DEFAULT_CENTRE = { lat: 39.5, lon: -98.35 } as const
export const DEFAULT_ZOOM = 5
/** A found place is shown at zoom 17. */
export const PLACE_ZOOM = 17

/** The popup's messages: the spec's Geolocation texts (checkout.md section 8) and the store's own. */
export const PLACE_MESSAGES = {
  geolocationOff: 'Please switch on the Geolocation service in your device settings to show your location.',
  geolocationUnsupported: 'Your browser does not support Geolocation.',
  geocoderDown: 'Address search is not available right now. Please try again in a moment or type your address.',
  locationUnknown: 'Your location could not be found. Please try again or search for your address.',
  notShipped: 'We do not ship to this country. Please choose an address in a country we ship to.',
  nothingHere: 'No address was found at this point. Please try another place or type your address.',
} as const
