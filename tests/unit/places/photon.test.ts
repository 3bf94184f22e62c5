import { describe, expect, it } from 'vitest'
import { photonReversePath, photonSearchPath, placeOfFeature, placesOfPhoton } from '../../../src/lib/places'

// Photon's GeoJSON as the place finder's Place result (checkout.md section 3: country, city, address, state,
// postalCode, placeId), and the calls made to it.

const empire = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-73.985664, 40.748441] },
  properties: {
    osm_id: 34633854,
    osm_type: 'W',
    osm_key: 'building',
    name: 'Empire State Building',
    housenumber: '350',
    street: 'Fifth Avenue',
    city: 'New York',
    state: 'New York',
    postcode: '10118',
    countrycode: 'us',
    country: 'United States',
  },
}

describe('placeOfFeature', () => {
  it('maps a house to the spec’s Place result with a one-line label and its point', () => {
    expect(placeOfFeature(empire)).toEqual({
      placeId: 'W34633854',
      country: 'US',
      city: 'New York',
      address: '350 Fifth Avenue',
      state: 'New York',
      postalCode: '10118',
      label: 'Empire State Building, 350 Fifth Avenue, New York, New York 10118, United States',
      lat: 40.748441,
      lon: -73.985664,
    })
  })

  it('uses the name when there is no street, a town when there is no city, and the point when there is no OSM id', () => {
    const place = placeOfFeature({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-98.5, 39.8] },
      properties: { name: 'Lebanon Grain Elevator', town: 'Lebanon', state: 'Kansas', countrycode: 'US' },
    })
    expect(place).toMatchObject({
      address: 'Lebanon Grain Elevator',
      city: 'Lebanon',
      postalCode: '',
      placeId: '39.800000,-98.500000',
      label: 'Lebanon Grain Elevator, Lebanon, Kansas',
    })
  })

  it('leaves out features without coordinates, with impossible ones, or with nothing to fill a form with', () => {
    expect(placeOfFeature({ ...empire, geometry: { type: 'Point', coordinates: [] } })).toBeNull()
    expect(placeOfFeature({ ...empire, geometry: { type: 'Point', coordinates: [200, 40] } })).toBeNull()
    expect(placeOfFeature({ ...empire, properties: { countrycode: 'US', state: 'Texas' } })).toBeNull()
    expect(placeOfFeature('junk')).toBeNull()
    expect(placeOfFeature({ geometry: empire.geometry })).toBeNull()
  })

  it('drops a country code that is not two letters and clips very long texts', () => {
    const place = placeOfFeature({
      ...empire,
      properties: { ...empire.properties, countrycode: 'USA', city: 'x'.repeat(500) },
    })
    expect(place?.country).toBe('')
    expect(place?.city).toHaveLength(200)
  })
})

describe('placesOfPhoton', () => {
  it('reads a FeatureCollection, skipping unusable features and repeated labels', () => {
    const places = placesOfPhoton({ type: 'FeatureCollection', features: [empire, { junk: true }, empire] })
    expect(places?.map((p) => p.placeId)).toEqual(['W34633854'])
    expect(placesOfPhoton({ type: 'FeatureCollection', features: [] })).toEqual([])
  })

  it('is null for anything that is not Photon’s answer (a geocoder answering junk)', () => {
    for (const body of [
      null,
      'x',
      [],
      { features: [] },
      { type: 'FeatureCollection' },
      { type: 'Feature', features: [] },
    ])
      expect(placesOfPhoton(body)).toBeNull()
  })
})

describe('Photon calls', () => {
  it('searches with the text, a limit, English names and an optional place to prefer', () => {
    expect(photonSearchPath('350 fifth', 5)).toBe('/api?q=350+fifth&limit=5&lang=en')
    expect(photonSearchPath('main st', 5, { lat: 40.7, lon: -74 })).toBe(
      '/api?q=main+st&limit=5&lang=en&lat=40.7&lon=-74',
    )
  })

  it('reverse-geocodes one point', () => {
    expect(photonReversePath({ lat: 25.77973, lon: -80.13003 })).toBe(
      '/reverse?lat=25.77973&lon=-80.13003&limit=1&lang=en',
    )
  })
})
