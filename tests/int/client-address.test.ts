// Safe by default (issue 27, finding 6): a store served directly knows each client by its socket's address, which a
// client cannot forge; TRUST_PROXY=n reads n hops of X-Forwarded-For instead; only failed logins count toward the
// login limits. Requests go over a real socket to the server `npm start` runs (scripts/lib/peer.mjs), with Payload's
// REST router standing in for Next's handler behind it. The limits are the defaults (no RATE_LIMIT_* here).

import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_HEADER, PEER_STAMP_FLAG, peerServer } from '../../scripts/lib/peer.mjs'
import { PEER_HEADER as APP_PEER_HEADER, PEER_STAMP_FLAG as APP_STAMP_FLAG } from '../../src/server/rate-limit/address'
import { counterKey } from '../../src/server/rate-limit/keys'
import { type RateBucket, type RateRule, rulesFor } from '../../src/server/rate-limit/limits'
import { RATE_LIMIT_TABLE } from '../../src/server/rate-limit/store'
import { testPayload } from './payload'
import { newUser } from './users'

let payload: Payload
let server: Server
let base: string

beforeAll(async () => {
  for (const name of Object.keys(process.env)) if (name.startsWith('RATE_LIMIT_')) delete process.env[name]
  delete process.env.TRUST_PROXY
  process.env[PEER_STAMP_FLAG] = '1' // as scripts/serve.mjs sets it
  payload = await testPayload()
  // scripts/serve.mjs's server, with Payload's REST router where Next's handler would be.
  server = peerServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      for (const one of [value ?? []].flat()) headers.append(name, one)
    const request = new Request(`http://localhost:3000${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    const response = await handleEndpoints({ config: payload.config, request })
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})

afterAll(async () => {
  delete process.env[PEER_STAMP_FLAG]
  delete process.env.TRUST_PROXY
  await new Promise((resolve) => server?.close(resolve))
})

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The count of `bucket`'s rule counted `by` for this address (and key): keys are hashed, so hashed the same way. */
const counted = async (bucket: RateBucket, by: RateRule['by'], address: string, key?: string) => {
  const rule = rulesFor(bucket, {}).find((r) => r.by === by)!
  const stored = `${rule.name}:${counterKey(rule, address, key)}`
  const { rows } = await payload.db.pool.query(`select points from "${RATE_LIMIT_TABLE}" where key = $1`, [stored])
  return (rows[0] as { points: number } | undefined)?.points ?? 0
}

describe('the client address of a store served directly', () => {
  it('uses one header name and flag on both sides (the server script and the app)', () => {
    expect([PEER_HEADER, PEER_STAMP_FLAG]).toEqual([APP_PEER_HEADER, APP_STAMP_FLAG])
  })

  it("keys a direct client by its socket's address, whatever X-Forwarded-For or X-Padforge-Peer it forges", async () => {
    const form = { name: 'Direct', email: 'direct@example.com', subject: 'Limits', text: 'One client, many masks' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const forged = { 'x-forwarded-for': `192.0.2.${i + 1}`, [PEER_HEADER]: `192.0.2.${i + 101}` }
      statuses.push((await postJson('/contact', form, forged)).status)
    }
    // The default contact limit (5 in 10 minutes) met by one client, not six.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(await counted('contact', 'address', '127.0.0.1')).toBe(6)
    expect(await counted('contact', 'address', '192.0.2.1')).toBe(0)
    expect(await counted('contact', 'address', '192.0.2.101')).toBe(0)
  })

  it('reads the n-th X-Forwarded-For hop from the right when TRUST_PROXY=n', async () => {
    process.env.TRUST_PROXY = '1'
    try {
      const form = { name: 'Proxied', email: 'proxied@example.com', subject: 'Limits', text: 'Behind a proxy' }
      const reply = await postJson('/contact', form, { 'x-forwarded-for': '192.0.2.9, 198.51.100.77' })
      expect(reply.status).toBe(200)
      expect(await counted('contact', 'address', '198.51.100.77')).toBe(1)
      expect(await counted('contact', 'address', '192.0.2.9')).toBe(0)
    } finally {
      delete process.env.TRUST_PROXY
    }
  })
})

describe('login limits count failures only', () => {
  it('lets the 11th and 12th good login within 15 minutes through', async () => {
    const { email, password } = await newUser(payload, 'customer', 'good-logins')
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await postJson('/users/login', { email, password })).status)
    expect(statuses).toEqual(Array(12).fill(200))
    expect(await counted('login', 'address+key', '127.0.0.1', email)).toBe(0)
  })

  it('answers 429 to one client failing across 30 e-mails', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push((await postJson('/users/login', { email: `sweep-${i}@padforge.test`, password: 'wrong' })).status)
    // The default per-address login limit: 20 failures in 15 minutes.
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(10).fill(429)])
  })
})
