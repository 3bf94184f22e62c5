// The EasyPost client against the local stand-in (tests/peers/easypost), started here on a free port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { easyPostTracking, TRACKING_UNAVAILABLE } from '../../../src/lib/tracking/easypost'
import { trackDataOf } from '../../../src/lib/tracking/track-data'
import { EASYPOST_TEST_KEY, type EasyPostPeer, startEasyPostPeer } from '../../peers/easypost/server'

let peer: EasyPostPeer
const sent: Array<{ url: string; init: RequestInit | undefined }> = []
/** The real fetch, keeping what was sent. */
const recordingFetch: typeof fetch = (input, init) => {
  sent.push({ url: String(input), init })
  return fetch(input, init)
}
const client = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  easyPostTracking({ apiKey: EASYPOST_TEST_KEY, baseUrl: `${peer.url}/`, fetch: recordingFetch, ...options })
const track = (trackingNumber: string, carrier = 'USPS') => client().track({ carrier, trackingNumber })

beforeAll(async () => {
  peer = await startEasyPostPeer()
})
afterAll(async () => {
  await peer.close()
})
beforeEach(() => {
  peer.reset()
  sent.length = 0
})

describe('easyPostTracking', () => {
  it('POSTs the code and carrier to /v2/trackers with Basic auth (the key, no password)', async () => {
    await track(' EZ1000000001 ')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe(`${peer.url}/v2/trackers`)
    expect(sent[0]?.init?.method).toBe('POST')
    const headers = new Headers(sent[0]?.init?.headers)
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from(`${EASYPOST_TEST_KEY}:`).toString('base64')}`)
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({
      tracker: { tracking_code: 'EZ1000000001', carrier: 'USPS' },
    })
  })

  it('reads a pre-transit tracker: one event without a location, no estimate', async () => {
    const result = await track('EZ1000000001')
    expect(result).toEqual({
      ok: true,
      events: [
        {
          at: '2026-11-24T15:12:00Z',
          description: 'Shipping Label Created, USPS Awaiting Item',
          location: null,
          status: 'pre_transit',
        },
      ],
      estDeliveryDate: null,
      status: 'pre_transit',
      publicUrl: expect.stringMatching(/^https:\/\/track\.easypost\.com\/trk_[0-9a-f]{32}$/),
    })
  })

  it('reads an in-transit tracker over two New York days, locations joined from the parts given', async () => {
    const result = await track('EZ2000000002')
    if (!result.ok) throw new Error(result.message)
    expect(result.status).toBe('in_transit')
    expect(result.events.map((e) => e.location)).toEqual(['Memphis, TN, US', 'Memphis, TN, US', 'NJ, US'])
    const data = trackDataOf(result.events, { estDeliveryDate: result.estDeliveryDate, status: result.status })
    expect(data.history.map((g) => [g.name, g.results.map((r) => r.time)])).toEqual([
      ['Friday, November 27, 2026', ['10:04 AM']],
      ['Thursday, November 26, 2026', ['11:30 PM', '9:10 AM']],
    ])
    expect(data.est_delivery_date).toBe('2026-11-28')
  })

  it('reads a three-day tracker, a delivered one and one with any other code', async () => {
    const three = await track('EZ3000000003')
    const delivered = await track('EZ4000000004', 'UPS')
    const other = await track('9400100000000000000000')
    if (!three.ok || !delivered.ok || !other.ok) throw new Error('expected trackers')
    expect(trackDataOf(three.events).history).toHaveLength(3)
    expect(three.estDeliveryDate).toBe('2026-11-29T00:00:00Z')
    expect(delivered.status).toBe('delivered')
    expect(delivered.events.at(-1)).toMatchObject({ description: 'Delivered, In/At Mailbox', status: 'delivered' })
    expect(other.status).toBe('in_transit')
    expect(other.events).toHaveLength(2)
  })

  it('gets the same tracker back for the same code and carrier', async () => {
    const first = await track('EZ2000000002')
    const again = await track('EZ2000000002')
    expect(again).toEqual(first)
    expect(peer.requests()).toMatchObject({ creations: 2, trackers: 1 })
  })

  it('reads what a test sets over /__peer/trackers', async () => {
    const response = await fetch(`${peer.url}/__peer/trackers`, {
      method: 'POST',
      body: JSON.stringify({
        tracking_code: 'EZ5000000005',
        carrier: 'FedEx',
        status: 'out_for_delivery',
        est_delivery_date: '2026-12-01',
        tracking_details: [
          {
            message: '',
            description: 'On FedEx vehicle for delivery',
            status: 'out_for_delivery',
            datetime: '2026-12-01T13:00:00Z',
            tracking_location: { city: 'Newark', state: '', country: 'US', zip: null },
          },
        ],
      }),
    })
    expect(response.status).toBe(200)
    expect(await client().track({ carrier: 'FedEx', trackingNumber: 'EZ5000000005' })).toMatchObject({
      ok: true,
      status: 'out_for_delivery',
      estDeliveryDate: '2026-12-01',
      events: [{ description: 'On FedEx vehicle for delivery', location: 'Newark, US' }],
    })
    const requests = (await (await fetch(`${peer.url}/__peer/requests`)).json()) as { creations: number }
    expect(requests.creations).toBe(1)
  })

  it('reports a code EasyPost does not know as not_found, with its message', async () => {
    expect(await track('EZ7000000007')).toEqual({
      ok: false,
      kind: 'not_found',
      message: 'No tracking information found for EZ7000000007.',
    })
  })

  it('reports a wrong key or a missing carrier as refused, with EasyPost’s message', async () => {
    const wrongKey = await client({ apiKey: 'EZTK_wrong' }).track({ carrier: 'USPS', trackingNumber: 'EZ1000000001' })
    expect(wrongKey).toMatchObject({ ok: false, kind: 'refused', message: expect.stringMatching(/API key/) })
    expect(await track('EZ1000000001', '')).toEqual({
      ok: false,
      kind: 'refused',
      message: 'Unable to create tracker: carrier is required.',
    })
  })

  it('reports a 500, a hang past the timeout, a closed port and a non-tracker answer as unavailable', async () => {
    const unavailable = { ok: false, kind: 'unavailable', message: TRACKING_UNAVAILABLE }
    expect(await track('EZ5000000005')).toEqual(unavailable)

    const started = Date.now()
    expect(await client({ timeoutMs: 150 }).track({ carrier: 'USPS', trackingNumber: 'EZ6000000006' })).toEqual(
      unavailable,
    )
    expect(Date.now() - started).toBeLessThan(2000)

    const gone = await startEasyPostPeer()
    await gone.close()
    const closed = easyPostTracking({ apiKey: EASYPOST_TEST_KEY, baseUrl: gone.url })
    expect(await closed.track({ carrier: 'USPS', trackingNumber: 'EZ1000000001' })).toEqual(unavailable)

    const html = easyPostTracking({ apiKey: 'k', fetch: async () => new Response('<h1>Hello</h1>', { status: 200 }) })
    expect(await html.track({ carrier: 'USPS', trackingNumber: 'EZ1000000001' })).toEqual(unavailable)
  })
})

describe('the EasyPost stand-in', () => {
  const auth = { authorization: `Basic ${Buffer.from(`${EASYPOST_TEST_KEY}:`).toString('base64')}` }
  const post = (body: unknown, headers: Record<string, string> = auth) =>
    fetch(`${peer.url}/v2/trackers`, { method: 'POST', headers, body: JSON.stringify(body) })

  it('asks for the key, refuses a tracker without a code, and serves a tracker by id', async () => {
    const noKey = await post({ tracker: { tracking_code: 'EZ1000000001', carrier: 'USPS' } }, {})
    expect(noKey.status).toBe(401)
    expect(((await noKey.json()) as { error: { code: string } }).error.code).toBe('APIKEY.REQUIRED')

    const noCode = await post({ tracker: { carrier: 'USPS' } })
    expect(noCode.status).toBe(422)
    expect(((await noCode.json()) as { error: { code: string } }).error.code).toBe('TRACKER.CREATE.ERROR')

    const created = (await (await post({ tracker: { tracking_code: 'EZ4000000004', carrier: 'UPS' } })).json()) as {
      id: string
      object: string
    }
    expect(created.object).toBe('Tracker')
    const byId = await fetch(`${peer.url}/v2/trackers/${created.id}`, { headers: auth })
    expect(await byId.json()).toEqual(created)
    expect((await fetch(`${peer.url}/v2/trackers/trk_nope`, { headers: auth })).status).toBe(404)
  })
})
