import { describe, expect, it } from 'vitest'
import { type Country, countryLookup } from '../../../src/lib/address'
import {
  DEFAULT_TILE_ATTRIBUTION,
  placeFields,
  placeFinderFrom,
  placeFinderProblem,
  tileOrigin,
} from '../../../src/lib/places'

// The place finder's settings (absent unless GEOCODER_URL and MAP_TILE_URL are both set) and a place as the address
// forms' fields.

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

describe('placeFinderFrom', () => {
  it('is null unless both the geocoder and the tiles are set', () => {
    expect(placeFinderFrom({})).toBeNull()
    expect(placeFinderFrom({ GEOCODER_URL: 'https://photon.example' })).toBeNull()
    expect(placeFinderFrom({ MAP_TILE_URL: OSM })).toBeNull()
    expect(placeFinderFrom({ GEOCODER_URL: ' ', MAP_TILE_URL: ' ' })).toBeNull()
  })

  it('reads the geocoder (trailing slash dropped, key kept server-side) and the tiles with their credit', () => {
    expect(
      placeFinderFrom({ GEOCODER_URL: 'https://photon.example/', GEOCODER_API_KEY: ' k1 ', MAP_TILE_URL: OSM }),
    ).toEqual({
      geocoder: { base: 'https://photon.example', apiKey: 'k1' },
      tiles: { url: OSM, attribution: DEFAULT_TILE_ATTRIBUTION },
    })
    expect(
      placeFinderFrom({ GEOCODER_URL: 'http://127.0.0.1:2322', MAP_TILE_URL: OSM, MAP_TILE_ATTRIBUTION: '© Maps Inc.' })
        ?.tiles.attribution,
    ).toBe('© Maps Inc.')
  })

  it('names what is wrong with a half or malformed configuration (next build refuses it)', () => {
    expect(placeFinderProblem({})).toBeNull()
    expect(placeFinderProblem({ GEOCODER_URL: 'https://photon.example', MAP_TILE_URL: OSM })).toBeNull()
    expect(placeFinderProblem({ GEOCODER_URL: 'https://photon.example' })).toMatch(/set both or neither/)
    expect(placeFinderProblem({ MAP_TILE_URL: OSM })).toMatch(/set both or neither/)
    expect(placeFinderProblem({ GEOCODER_URL: 'ftp://photon.example', MAP_TILE_URL: OSM })).toMatch(/GEOCODER_URL/)
    expect(placeFinderProblem({ GEOCODER_URL: 'https://u:p@photon.example', MAP_TILE_URL: OSM })).toMatch(
      /GEOCODER_URL/,
    )
    expect(
      placeFinderProblem({ GEOCODER_URL: 'https://p.example', MAP_TILE_URL: 'https://t.example/{z}.png' }),
    ).toMatch(/MAP_TILE_URL/)
    expect(placeFinderProblem({ GEOCODER_URL: 'https://p.example', MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toMatch(
      /MAP_TILE_URL/,
    )
  })

  it('gives the tiles’ origin for the Content-Security-Policy, subdomains as a wildcard', () => {
    expect(tileOrigin(OSM)).toBe('https://tile.openstreetmap.org')
    expect(tileOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com')
    expect(tileOrigin('http://127.0.0.1:12440/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:12440')
  })
})

const COUNTRIES: Country[] = [
  {
    code: 'US',
    name: 'United States',
    postal_required: true,
    state_required: true,
    states: [
      { name: 'New York', abbreviation: 'NY' },
      { name: 'Florida', abbreviation: 'FL' },
    ],
  },
  { code: 'CA', name: 'Canada', postal_required: true, state_required: true },
]
const lookup = countryLookup(COUNTRIES)
const place = {
  placeId: 'W34633854',
  country: 'US',
  city: 'New York',
  address: '350 Fifth Avenue',
  state: 'New York',
  postalCode: '10118',
  label: '',
  lat: 40.7,
  lon: -74,
}

describe('placeFields', () => {
  it('fills street, city, ZIP, country and the state’s abbreviation from the country’s list', () => {
    expect(placeFields(place, lookup)).toEqual({
      country: 'US',
      address1: '350 Fifth Avenue',
      city: 'New York',
      zip: '10118',
      state: 'NY',
      state_string: '',
    })
  })

  it('leaves an unknown state for the shopper to pick; a country without a list takes the state as text', () => {
    expect(placeFields({ ...place, state: 'District of Columbia' }, lookup)?.state).toBe('')
    expect(placeFields({ ...place, country: 'CA', state: 'Ontario' }, lookup)).toMatchObject({
      country: 'CA',
      state: '',
      state_string: 'Ontario',
    })
  })

  it('is null for a country the store does not ship to', () => {
    expect(placeFields({ ...place, country: 'GB' }, lookup)).toBeNull()
    expect(placeFields({ ...place, country: '' }, lookup)).toBeNull()
  })
})
