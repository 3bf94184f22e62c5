/**
 * A place as the address forms' fields (checkout step 1 and the address book): street, city, ZIP, country, and the
 * state as the form holds it: the abbreviation from the country's list (US, GB), else the name as text. Pure.
 */
import { type CountryLookup, findState, hasStateList } from '../address'
import type { Place } from './place'

export interface PlaceFields {
  country: string
  address1: string
  city: string
  zip: string
  /** The state's abbreviation, for a country with a state list; '' otherwise. */
  state: string
  /** The state as text, for a country without a list; '' otherwise. */
  state_string: string
}

/** The form fields a place fills, in the order to set them (the country first: the state belongs to it). */
export const PLACE_FIELD_NAMES = ['country', 'state', 'state_string', 'city', 'zip', 'address1'] as const

/**
 * The fields to fill; null when the store does not ship to the place's country (the form keeps what it has).
 * A state the list does not know (a Photon name spelled differently) leaves the state empty for the shopper to pick.
 */
export function placeFields(place: Place, lookup: CountryLookup): PlaceFields | null {
  const country = lookup(place.country)
  if (!country) return null
  const listed = hasStateList(country)
  const state = listed ? (findState(country, place.state)?.abbreviation ?? '') : ''
  return {
    country: country.code,
    address1: place.address,
    city: place.city,
    zip: place.postalCode,
    state,
    state_string: listed ? '' : place.state,
  }
}
