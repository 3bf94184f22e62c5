/**
 * A local EasyPost for tests: the tracker calls of its API (`POST /v2/trackers`, `GET /v2/trackers/:id`) in EasyPost's
 * shapes, the shipment calls of return labels (shipments.ts), with trackers made up from the tracking code so a test picks the outcome by the code it uses (EZ1… pre-transit
 * to EZ7… not found), and controls under `/__peer/`. See tests/peers/README.md.
 */
import { readBody, sendJson, startServer } from '../peer-server'
import { shipmentsApi } from './shipments'

/** The key the peer takes (Basic auth user, no password) unless started with another. */
export const EASYPOST_TEST_KEY = 'EZTK_padforge_test'

/** One entry of a tracker's `tracking_details`, as EasyPost sends it. */
export interface PeerTrackingDetail {
  object?: 'TrackingDetail'
  message: string
  description?: string | null
  status: string
  status_detail?: string | null
  datetime: string
  source?: string
  carrier_code?: string | null
  tracking_location?: { city?: string | null; state?: string | null; country?: string | null; zip?: string | null }
}

/** What a test sets with `setTracker` or `POST /__peer/trackers`. */
export interface PeerTrackerInput {
  tracking_code: string
  carrier: string
  status?: string
  est_delivery_date?: string | null
  tracking_details?: PeerTrackingDetail[]
}

export type PeerTracker = ReturnType<typeof trackerJson>

/** Tracker creations so far: every `POST /v2/trackers` that got past the key check, and the distinct trackers made. */
export interface PeerRequests {
  creations: number
  trackers: number
  log: Array<{ method: string; path: string; trackingCode?: string; carrier?: string }>
}

export interface EasyPostPeer {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  apiKey: string
  close(): Promise<void>
  requests(): PeerRequests
  /** Creates or replaces the tracker for this code and carrier (what a later `POST /v2/trackers` gives back). */
  setTracker(input: PeerTrackerInput): PeerTracker
  /** Shipments made so far (return labels), with the label bought for each. */
  shipments(): ReturnType<ReturnType<typeof shipmentsApi>['shipments']>
  /** Forgets every tracker and request. */
  reset(): void
}

type Reply = { status: number; body: unknown } | 'hang'

const location = (city: string | null, state: string | null, zip: string | null, country: string | null = 'US') => ({
  object: 'TrackingLocation' as const,
  city,
  state,
  country: city || state ? country : null,
  zip,
})

const detail = (
  datetime: string,
  status: string,
  message: string,
  where: ReturnType<typeof location> = location(null, null, null),
): PeerTrackingDetail => ({ message, status, datetime, tracking_location: where })

/** The events of a made-up tracker, oldest first as EasyPost lists them (times UTC, some across a New York midnight). */
function scenario(code: string): { status: string; est: string | null; details: PeerTrackingDetail[] } {
  const created = detail('2026-11-24T15:12:00Z', 'pre_transit', 'Shipping Label Created, USPS Awaiting Item')
  const accepted = detail(
    '2026-11-25T22:40:00Z',
    'in_transit',
    'Accepted at USPS Origin Facility',
    location('Austin', 'TX', '78701'),
  )
  const departed = detail(
    '2026-11-26T04:30:00Z',
    'in_transit',
    'Departed USPS Facility',
    location('Austin', 'TX', '78710'),
  )
  const regional = detail(
    '2026-11-26T14:10:00Z',
    'in_transit',
    'Arrived at USPS Regional Facility',
    location('Memphis', 'TN', '38118'),
  )
  const onward = detail(
    '2026-11-27T04:30:00Z',
    'in_transit',
    'Departed USPS Regional Facility',
    location('Memphis', 'TN', '38118'),
  )
  const inTransit = detail(
    '2026-11-27T15:04:00Z',
    'in_transit',
    'In Transit to Next Facility',
    location(null, 'NJ', null),
  )
  const outForDelivery = detail(
    '2026-11-28T12:05:00Z',
    'out_for_delivery',
    'Out for Delivery',
    location('Brooklyn', 'NY', '11201'),
  )
  const delivered = detail(
    '2026-11-28T19:47:00Z',
    'delivered',
    'Delivered, In/At Mailbox',
    location('Brooklyn', 'NY', '11201'),
  )
  if (code.startsWith('EZ1')) return { status: 'pre_transit', est: null, details: [created] }
  // New York days: Nov 26 (two events, one of them Nov 27 in UTC) and Nov 27.
  if (code.startsWith('EZ2'))
    return { status: 'in_transit', est: '2026-11-28T00:00:00Z', details: [regional, onward, inTransit] }
  // New York days: Nov 25, 26 and 27.
  if (code.startsWith('EZ3'))
    return {
      status: 'in_transit',
      est: '2026-11-29T00:00:00Z',
      details: [accepted, departed, regional, onward, inTransit],
    }
  if (code.startsWith('EZ4'))
    return {
      status: 'delivered',
      est: '2026-11-28T00:00:00Z',
      details: [created, accepted, departed, regional, onward, inTransit, outForDelivery, delivered],
    }
  return { status: 'in_transit', est: '2026-11-28T00:00:00Z', details: [regional, onward] }
}

/** trk_ and 32 hex digits from the carrier and code (FNV-1a, four rounds), the same on every run. */
function trackerId(carrier: string, code: string): string {
  let hex = ''
  for (let round = 0; round < 4; round++) {
    let hash = 0x811c9dc5 ^ round
    for (const char of `${carrier}:${code}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
    hex += hash.toString(16).padStart(8, '0')
  }
  return `trk_${hex}`
}

function trackerJson(input: Required<PeerTrackerInput>) {
  const id = trackerId(input.carrier, input.tracking_code)
  const details = input.tracking_details.map((d) => ({
    object: 'TrackingDetail' as const,
    description: '',
    status_detail: 'status_update',
    source: input.carrier,
    carrier_code: '',
    ...d,
    tracking_location: {
      object: 'TrackingLocation' as const,
      city: null,
      state: null,
      country: null,
      zip: null,
      ...d.tracking_location,
    },
  }))
  return {
    id,
    object: 'Tracker' as const,
    mode: 'test' as const,
    tracking_code: input.tracking_code,
    status: input.status,
    status_detail: 'status_update',
    created_at: details[0]?.datetime ?? '2026-11-24T15:12:00Z',
    updated_at: details.at(-1)?.datetime ?? '2026-11-24T15:12:00Z',
    signed_by: input.status === 'delivered' ? 'J SMITH' : null,
    weight: null,
    est_delivery_date: input.est_delivery_date,
    shipment_id: null,
    carrier: input.carrier,
    tracking_details: details,
    carrier_detail: { object: 'CarrierDetail', service: 'Priority Mail', container_type: null },
    finalized: input.status === 'delivered',
    is_return: false,
    public_url: `https://track.easypost.com/${id}`,
    fees: [],
  }
}

const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message, errors: [] } },
})

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body || '{}')
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Starts the peer on 127.0.0.1 (port 0: any free port); `close()` stops it, hanging answers included. */
export async function startEasyPostPeer({
  port = 0,
  host = '127.0.0.1',
  apiKey = EASYPOST_TEST_KEY,
}: {
  port?: number
  host?: string
  apiKey?: string
} = {}): Promise<EasyPostPeer> {
  let baseUrl = ''
  const shipments = shipmentsApi(() => baseUrl)
  const trackers = new Map<string, PeerTracker>()
  const byId = new Map<string, PeerTracker>()
  let creations = 0
  let log: PeerRequests['log'] = []

  const setTracker = (input: PeerTrackerInput): PeerTracker => {
    const made = scenario(input.tracking_code)
    const tracker = trackerJson({
      tracking_code: input.tracking_code,
      carrier: input.carrier,
      status: input.status ?? made.status,
      est_delivery_date: input.est_delivery_date === undefined ? made.est : input.est_delivery_date,
      tracking_details: input.tracking_details ?? made.details,
    })
    trackers.set(`${input.carrier}:${input.tracking_code}`, tracker)
    byId.set(tracker.id, tracker)
    return tracker
  }

  const authorized = (header: string | undefined): boolean => {
    const match = /^Basic\s+(\S+)$/i.exec(header ?? '')
    if (!match) return false
    const [user] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':')
    return user === apiKey
  }

  const api = (method: string, path: string, body: string, authorization: string | undefined): Reply => {
    if (!authorization)
      return error(
        401,
        'APIKEY.REQUIRED',
        'No API key was provided. Use HTTP Basic auth with your API key as the user.',
      )
    if (!authorized(authorization))
      return error(
        401,
        'APIKEY.INACTIVE',
        'This API key is no longer active. Please use a different API key or reactivate this key.',
      )
    if (method === 'POST' && path === '/v2/trackers') {
      const tracker = parseJson(body)?.tracker as Record<string, unknown> | undefined
      const code = typeof tracker?.tracking_code === 'string' ? tracker.tracking_code.trim() : ''
      const carrier = typeof tracker?.carrier === 'string' ? tracker.carrier.trim() : ''
      log.push({ method, path, trackingCode: code || undefined, carrier: carrier || undefined })
      creations++
      if (!code || !carrier)
        return error(
          422,
          'TRACKER.CREATE.ERROR',
          `Unable to create tracker: ${code ? 'carrier' : 'tracking_code'} is required.`,
        )
      const existing = trackers.get(`${carrier}:${code}`)
      if (existing) return { status: 200, body: existing }
      if (code.startsWith('EZ5'))
        return error(500, 'INTERNAL_SERVER_ERROR', 'We are sorry, an internal error occurred.')
      if (code.startsWith('EZ6')) return 'hang'
      if (code.startsWith('EZ7')) return error(404, 'TRACKER.NOT_FOUND', `No tracking information found for ${code}.`)
      return { status: 201, body: setTracker({ tracking_code: code, carrier }) }
    }
    const shipment = shipments.handle(method, path, parseJson(body))
    if (shipment) {
      log.push({ method, path })
      return shipment
    }
    const one = /^\/v2\/trackers\/([^/]+)$/.exec(path)
    if (method === 'GET' && one) {
      log.push({ method, path })
      const tracker = byId.get(one[1]!)
      return tracker
        ? { status: 200, body: tracker }
        : error(404, 'NOT_FOUND', 'The requested resource could not be found.')
    }
    return error(404, 'NOT_FOUND', 'The requested resource could not be found.')
  }

  const controls = {
    requests: (): PeerRequests => ({ creations, trackers: trackers.size, log: log.map((entry) => ({ ...entry })) }),
    setTracker: (input: PeerTrackerInput) => structuredClone(setTracker(input)),
    shipments: () => shipments.shipments(),
    reset: () => {
      shipments.reset()
      trackers.clear()
      byId.clear()
      creations = 0
      log = []
    },
  }

  const control = (method: string, path: string, body: string): Reply => {
    if (method === 'GET' && path === '/__peer/requests') return { status: 200, body: controls.requests() }
    if (method === 'POST' && path === '/__peer/trackers') {
      const input = parseJson(body)
      if (!input || typeof input.tracking_code !== 'string' || typeof input.carrier !== 'string')
        return { status: 400, body: { error: 'tracking_code and carrier are required' } }
      return { status: 200, body: setTracker(input as unknown as PeerTrackerInput) }
    }
    if (method === 'POST' && path === '/__peer/reset') {
      controls.reset()
      return { status: 200, body: { ok: true } }
    }
    return { status: 404, body: { error: `Unknown control: ${method} ${path}` } }
  }

  const peer = await startServer(
    async (request, response, hang) => {
      const method = request.method ?? 'GET'
      const path = new URL(request.url ?? '/', 'http://peer').pathname
      const body = await readBody(request)
      const label = method === 'GET' ? shipments.label(path) : null
      if (label) {
        response.writeHead(200, { 'content-type': 'application/pdf', 'cache-control': 'no-store' }).end(label)
        return
      }
      const reply = path.startsWith('/__peer/')
        ? control(method, path, body)
        : api(method, path, body, request.headers.authorization)
      if (reply === 'hang') return hang(response)
      sendJson(response, reply.status, reply.body)
    },
    { port, host },
  )
  baseUrl = peer.url

  return { url: peer.url, port: peer.port, apiKey, ...controls, close: peer.close }
}
