/**
 * The stand-in geocoder's addresses: real-looking US places (New York, Florida, Washington, Chicago, Austin, the
 * middle of Kansas near the map's default centre) and one in London, as Photon's feature properties.
 */
export interface PeerPlace {
  osm_id: number
  osm_type: 'N' | 'W' | 'R'
  osm_key: string
  osm_value: string
  type: 'house' | 'street' | 'city'
  name?: string
  housenumber?: string
  street?: string
  city: string
  state: string
  postcode: string
  countrycode: string
  country: string
  lat: number
  lon: number
}

const us = { countrycode: 'US', country: 'United States' } as const

export const PEER_PLACES: readonly PeerPlace[] = [
  {
    osm_id: 34633854,
    osm_type: 'W',
    osm_key: 'building',
    osm_value: 'yes',
    type: 'house',
    name: 'Empire State Building',
    housenumber: '350',
    street: 'Fifth Avenue',
    city: 'New York',
    state: 'New York',
    postcode: '10118',
    ...us,
    lat: 40.748441,
    lon: -73.985664,
  },
  {
    osm_id: 264768896,
    osm_type: 'W',
    osm_key: 'building',
    osm_value: 'museum',
    type: 'house',
    housenumber: '200',
    street: 'Central Park West',
    city: 'New York',
    state: 'New York',
    postcode: '10024',
    ...us,
    lat: 40.78132,
    lon: -73.97399,
  },
  {
    osm_id: 2419861001,
    osm_type: 'N',
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber: '1001',
    street: 'Ocean Drive',
    city: 'Miami Beach',
    state: 'Florida',
    postcode: '33139',
    ...us,
    lat: 25.779733,
    lon: -80.13003,
  },
  {
    osm_id: 5528412,
    osm_type: 'W',
    osm_key: 'building',
    osm_value: 'government',
    type: 'house',
    name: 'Orlando City Hall',
    housenumber: '400',
    street: 'South Orange Avenue',
    city: 'Orlando',
    state: 'Florida',
    postcode: '32801',
    ...us,
    lat: 28.538336,
    lon: -81.379234,
  },
  {
    osm_id: 238241022,
    osm_type: 'W',
    osm_key: 'building',
    osm_value: 'government',
    type: 'house',
    name: 'White House',
    housenumber: '1600',
    street: 'Pennsylvania Avenue Northwest',
    city: 'Washington',
    state: 'District of Columbia',
    postcode: '20500',
    ...us,
    lat: 38.897699,
    lon: -77.036547,
  },
  {
    osm_id: 160414524,
    osm_type: 'W',
    osm_key: 'building',
    osm_value: 'office',
    type: 'house',
    name: 'Willis Tower',
    housenumber: '233',
    street: 'South Wacker Drive',
    city: 'Chicago',
    state: 'Illinois',
    postcode: '60606',
    ...us,
    lat: 41.878876,
    lon: -87.635915,
  },
  {
    osm_id: 29167616,
    osm_type: 'W',
    osm_key: 'building',
    osm_value: 'commercial',
    type: 'house',
    housenumber: '600',
    street: 'Congress Avenue',
    city: 'Austin',
    state: 'Texas',
    postcode: '78701',
    ...us,
    lat: 30.268623,
    lon: -97.742542,
  },
  {
    osm_id: 1840210733,
    osm_type: 'N',
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber: '101',
    street: 'Main Street',
    city: 'Lebanon',
    state: 'Kansas',
    postcode: '66952',
    ...us,
    lat: 39.81,
    lon: -98.556,
  },
  {
    osm_id: 3916613190,
    osm_type: 'N',
    osm_key: 'tourism',
    osm_value: 'museum',
    type: 'house',
    name: 'Sherlock Holmes Museum',
    housenumber: '221B',
    street: 'Baker Street',
    city: 'London',
    state: 'England',
    postcode: 'NW1 6XE',
    countrycode: 'GB',
    country: 'United Kingdom',
    lat: 51.523767,
    lon: -0.158555,
  },
]
