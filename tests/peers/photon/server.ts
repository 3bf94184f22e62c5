/**
 * A local Photon for tests (https://github.com/komoot/photon): `GET /api?q=&limit=&lat=&lon=` and
 * `GET /reverse?lat=&lon=&limit=` answer GeoJSON FeatureCollections in Photon's shape from a fixed set of addresses
 * (./places.ts), and `GET /tiles/{z}/{x}/{y}.png` serves map tiles (./tiles.ts). Controls play a geocoder that fails
 * or hangs (also over HTTP under `/__peer/`). See tests/peers/README.md.
 */
import { answerControl, faultSwitch, type Reply, sendJson, startServer } from '../peer-server'
import { PEER_PLACES, type PeerPlace } from './places'
import { tilePng } from './tiles'

/** How the geocoder misbehaves: 500, never answers, or a body that is not Photon's JSON. Tiles are never faulty. */
export type PhotonFault = 'none' | 'error' | 'slow' | 'garbage'
const FAULTS: [PhotonFault, ...PhotonFault[]] = ['none', 'error', 'slow', 'garbage']

/** One geocoder call as the peer received it. */
export interface PhotonRequest {
  path: string
  query: Record<string, string>
  /** The `Authorization` header, when one was sent. */
  authorization: string | null
}

export interface PhotonPeer {
  url: string
  port: number
  /** Leaflet's tile template for this peer. */
  tileUrl: string
  close(): Promise<void>
  fault(fault: PhotonFault): void
  /** Geocoder calls (not tiles, not controls), in order. */
  requests(): PhotonRequest[]
  /** Tiles asked for (`z/x/y`), in order. */
  tiles(): string[]
  reset(): void
}

const feature = (place: PeerPlace) => {
  const { lat, lon, ...properties } = place
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { ...properties, extent: undefined },
  }
}

const collection = (places: readonly PeerPlace[]) => ({ type: 'FeatureCollection', features: places.map(feature) })

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)

/** Every word typed is the start of a word of the place (name, number, street, city, state, ZIP, country). */
function matches(place: PeerPlace, query: string): boolean {
  const own = words(
    [place.name, place.housenumber, place.street, place.city, place.state, place.postcode, place.country].join(' '),
  )
  const typed = words(query)
  return typed.length > 0 && typed.every((word) => own.some((w) => w.startsWith(word)))
}

/** Distance in km (haversine). */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 12_742 * Math.asin(Math.sqrt(h))
}

/** Photon's reverse finds the nearest address; the stand-in's radius is 25 km (beyond it: no feature). */
export const REVERSE_RADIUS_KM = 25

function search(query: URLSearchParams): Reply {
  const q = query.get('q') ?? ''
  if (!q.trim()) return { status: 400, body: { message: "missing search term 'q': /?q=berlin" } }
  const limit = Math.min(Math.max(Number(query.get('limit')) || 15, 1), 50)
  const lat = Number(query.get('lat'))
  const lon = Number(query.get('lon'))
  let found = PEER_PLACES.filter((place) => matches(place, q))
  if (query.has('lat') && query.has('lon') && Number.isFinite(lat) && Number.isFinite(lon))
    found = [...found].sort((a, b) => km(a, { lat, lon }) - km(b, { lat, lon }))
  return { status: 200, body: collection(found.slice(0, limit)) }
}

function reverse(query: URLSearchParams): Reply {
  const lat = Number(query.get('lat'))
  const lon = Number(query.get('lon'))
  if (!query.has('lat') || !query.has('lon') || !Number.isFinite(lat) || !Number.isFinite(lon))
    return { status: 400, body: { message: 'missing or invalid lat/lon' } }
  const nearest = [...PEER_PLACES]
    .map((place) => ({ place, distance: km(place, { lat, lon }) }))
    .filter((p) => p.distance <= REVERSE_RADIUS_KM)
    .sort((a, b) => a.distance - b.distance)
  return { status: 200, body: collection(nearest.slice(0, 1).map((p) => p.place)) }
}

export async function startPhotonPeer({ port = 0, host = '127.0.0.1' } = {}): Promise<PhotonPeer> {
  const fault = faultSwitch(FAULTS)
  let log: PhotonRequest[] = []
  let tileLog: string[] = []
  const reset = () => {
    log = []
    tileLog = []
    fault.reset()
  }

  const control = (method: string, path: string, body: string): Reply => {
    if (method === 'GET' && path === '/__peer/requests') return { status: 200, body: log }
    if (method === 'GET' && path === '/__peer/tiles') return { status: 200, body: tileLog }
    if (method === 'POST' && path === '/__peer/reset') {
      reset()
      return { status: 200, body: { reset: true } }
    }
    return fault.control(method, path, body) ?? { status: 404, body: { message: 'not found' } }
  }

  const peer = await startServer(
    async (req, res, hang) => {
      const url = new URL(req.url ?? '/', 'http://peer')
      const path = url.pathname
      if (path.startsWith('/__peer/')) return answerControl(req, res, control)
      const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(path)
      if (tile && req.method === 'GET') {
        const [z, x, y] = tile.slice(1).map(Number) as [number, number, number]
        const png = tilePng(z, x, y)
        if (!png) return sendJson(res, 404, { message: 'no such tile' })
        tileLog.push(`${z}/${x}/${y}`)
        const bytes = await png
        return res
          .writeHead(200, {
            'content-type': 'image/png',
            'cache-control': 'public, max-age=86400',
            'access-control-allow-origin': '*',
          })
          .end(bytes)
      }
      if (path !== '/api' && path !== '/api/' && path !== '/reverse')
        return sendJson(res, 404, { message: 'not found' })
      log.push({
        path,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization ?? null,
      })
      if (req.method !== 'GET') return sendJson(res, 405, { message: 'method not allowed' })
      if (fault.current === 'slow') return hang(res)
      if (fault.current === 'error')
        return res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>')
      if (fault.current === 'garbage')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"features": [')
      const answer = path === '/reverse' ? reverse(url.searchParams) : search(url.searchParams)
      sendJson(res, answer.status, answer.body)
    },
    { port, host },
  )
  return {
    url: peer.url,
    port: peer.port,
    tileUrl: `${peer.url}/tiles/{z}/{x}/{y}.png`,
    close: peer.close,
    fault: fault.set,
    requests: () => [...log],
    tiles: () => [...tileLog],
    reset,
  }
}
