import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PLACE_HINTS, PLACE_MESSAGES, type Place } from '../../src/lib/places'
import { forgetAnswers, PLACES_CACHE_CONTROL, PLACES_OFF_MESSAGE } from '../../src/plugins/places'
import { type PhotonPeer, startPhotonPeer } from '../peers/photon/server'
import { restClient } from './http'
import { testPayload } from './payload'

// The place finder's endpoints (checkout.md "Place-finder popup", account.md's address autocomplete; issue 34) through
// Payload's REST router against the local Photon (tests/peers/photon): suggestions, reverse geocoding, kept answers,
// the rate limit, bad input, a geocoder that fails, and no place finder at all.

let payload: Payload
let peer: PhotonPeer
const { rest } = restClient(() => payload)
const ENV = ['GEOCODER_URL', 'GEOCODER_API_KEY', 'MAP_TILE_URL', 'RATE_LIMIT_PLACES', 'TRUST_PROXY'] as const

beforeAll(async () => {
  payload = await testPayload()
  peer = await startPhotonPeer()
})
afterAll(async () => {
  await peer.close()
})
beforeEach(() => {
  forgetAnswers()
  peer.reset()
  process.env.GEOCODER_URL = peer.url
  process.env.MAP_TILE_URL = peer.tileUrl
})
afterEach(() => {
  for (const name of ENV) delete process.env[name]
})

const freshAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`

/** A call from one client address (behind one trusted proxy), so per-address limits count it. */
const get = async (path: string, address = '203.0.113.10') => {
  process.env.TRUST_PROXY ??= '1'
  const response = await rest(path, { headers: { 'x-forwarded-for': address } })
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    json: (await response.json()) as { places?: Place[]; place?: Place | null; message?: string; errors?: unknown },
  }
}

describe('GET /api/places/suggest', () => {
  it('answers matching addresses in the spec’s Place result fields, cacheable by anyone', async () => {
    const answer = await get('/places/suggest?q=350%20fifth')
    expect(answer.status).toBe(200)
    expect(answer.cache).toBe(PLACES_CACHE_CONTROL)
    expect(answer.json.places).toEqual([
      {
        placeId: 'W34633854',
        country: 'US',
        city: 'New York',
        address: '350 Fifth Avenue',
        state: 'New York',
        postalCode: '10118',
        label: 'Empire State Building, 350 Fifth Avenue, New York, New York 10118, United States',
        lat: 40.748441,
        lon: -73.985664,
      },
    ])
    expect(peer.requests()).toEqual([
      { path: '/api', query: { q: '350 fifth', limit: '5', lang: 'en' }, authorization: null },
    ])
  })

  it('prefers places near a given point, and answers an empty list when nothing matches', async () => {
    const florida = await get('/places/suggest?q=avenue&lat=28.5&lon=-81.4')
    expect(florida.json.places?.[0]).toMatchObject({ city: 'Orlando', state: 'Florida', postalCode: '32801' })
    expect(peer.requests()[0]?.query).toMatchObject({ lat: '28.5', lon: '-81.4' })
    expect((await get('/places/suggest?q=nowhere%20at%20all')).json).toEqual({ places: [] })
  })

  it('asks the geocoder once for the same question (kept in the process), case and spaces aside', async () => {
    const first = await get('/places/suggest?q=ocean%20drive')
    const second = await get('/places/suggest?q=%20Ocean%20%20DRIVE')
    expect(second.json).toEqual(first.json)
    expect(first.json.places?.[0]).toMatchObject({ city: 'Miami Beach', state: 'Florida' })
    expect(peer.requests()).toHaveLength(1)
  })

  it('sends the API key to the geocoder and never to the browser', async () => {
    process.env.GEOCODER_API_KEY = 'photon-secret'
    const answer = await get('/places/suggest?q=wacker')
    expect(peer.requests()[0]?.authorization).toBe('Bearer photon-secret')
    expect(JSON.stringify(answer.json)).not.toContain('photon-secret')
  })

  it('refuses a text that is too short, too long, missing or repeated, and a half bias, with 400 naming the field', async () => {
    for (const query of ['q=ab', `q=${'x'.repeat(121)}`, '', 'q=main&q=street', 'q=main&lat=40']) {
      const answer = await get(`/places/suggest?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.json.message, query).toBeTruthy()
    }
    expect((await get('/places/suggest?q=ab')).json.errors).toEqual({ q: [PLACE_HINTS.q] })
    expect(peer.requests()).toEqual([])
  })

  it('limits new questions per address (429 with Retry-After); kept answers and other addresses still pass', async () => {
    process.env.RATE_LIMIT_PLACES = '3/600'
    // Addresses of this run only: the counters are in the database and outlive a run.
    const [one, two] = [freshAddress(), freshAddress()]
    for (const q of ['main street', 'congress', 'baker'])
      expect((await get(`/places/suggest?q=${q}`, one)).status).toBe(200)
    const over = await get('/places/suggest?q=pennsylvania', one)
    expect(over.status).toBe(429)
    expect(Number(over.retryAfter)).toBeGreaterThan(0)
    expect((await get('/places/suggest?q=baker', one)).status).toBe(200)
    expect((await get('/places/suggest?q=pennsylvania', two)).status).toBe(200)
    expect(peer.requests()).toHaveLength(4)
  })

  it('answers 503 with a message when the geocoder fails, hangs or answers junk, and keeps none of it', async () => {
    for (const fault of ['error', 'slow', 'garbage'] as const) {
      // A hanging geocoder never answers: an answer at all means the adapter's timeout (GEOCODER_TIMEOUT_MS) ended it.
      forgetAnswers()
      peer.fault(fault)
      const answer = await get('/places/suggest?q=central%20park')
      expect(answer.status, fault).toBe(503)
      expect(answer.json.message).toBe(PLACE_MESSAGES.geocoderDown)
    }
    peer.fault('none')
    expect((await get('/places/suggest?q=central%20park')).json.places?.[0]).toMatchObject({ postalCode: '10024' })
  })
})

describe('GET /api/places/reverse', () => {
  it('names the nearest address to a point (Show My Location, a click on the map)', async () => {
    const answer = await get('/places/reverse?lat=25.7797&lon=-80.1301')
    expect(answer.status).toBe(200)
    expect(answer.cache).toBe(PLACES_CACHE_CONTROL)
    expect(answer.json.place).toMatchObject({
      placeId: 'N2419861001',
      address: '1001 Ocean Drive',
      city: 'Miami Beach',
      state: 'Florida',
      postalCode: '33139',
      country: 'US',
    })
    expect(peer.requests()[0]).toMatchObject({ path: '/reverse', query: { lat: '25.7797', lon: '-80.1301' } })
  })

  it('answers place: null far from any address, and keeps the answer for the same point', async () => {
    expect((await get('/places/reverse?lat=0&lon=0')).json).toEqual({ place: null })
    expect((await get('/places/reverse?lat=0.000001&lon=0')).json).toEqual({ place: null })
    expect(peer.requests()).toHaveLength(1)
  })

  it('refuses a missing or impossible coordinate with 400', async () => {
    for (const query of ['', 'lat=40', 'lon=-73', 'lat=91&lon=0', 'lat=0&lon=-181', 'lat=north&lon=0']) {
      expect((await get(`/places/reverse?${query}`)).status, query).toBe(400)
    }
    expect(peer.requests()).toEqual([])
  })

  it('answers 503 when the geocoder fails', async () => {
    peer.fault('error')
    const answer = await get('/places/reverse?lat=40.7484&lon=-73.9857')
    expect(answer.status).toBe(503)
    expect(answer.json.message).toBe(PLACE_MESSAGES.geocoderDown)
  })
})

describe('without a place finder', () => {
  it('answers 404 and asks nobody when GEOCODER_URL or MAP_TILE_URL is unset', async () => {
    for (const unset of ['GEOCODER_URL', 'MAP_TILE_URL'] as const) {
      process.env.GEOCODER_URL = peer.url
      process.env.MAP_TILE_URL = peer.tileUrl
      delete process.env[unset]
      const suggest = await get('/places/suggest?q=350%20fifth')
      expect(suggest.status, unset).toBe(404)
      expect(suggest.json.message).toBe(PLACES_OFF_MESSAGE)
      expect((await get('/places/reverse?lat=40.7&lon=-74')).status, unset).toBe(404)
    }
    expect(peer.requests()).toEqual([])
  })
})
