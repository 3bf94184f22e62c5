/**
 * A local Google tag host for tests: `GET /gtm.js?id=GTM-…` (a tiny container script that only marks that it ran),
 * and GA4's Measurement Protocol `POST /mp/collect?measurement_id=&api_secret=` (answers 204 like Google, whatever the
 * body, and keeps it). Every request is logged; controls under `/__peer/`: `GET /__peer/requests` (the log),
 * `POST /__peer/reset`, `POST /__peer/fault {fault: 'none'|'error'|'hang'}` (collect answers 500, or never).
 * See tests/peers/README.md.
 */
import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface PeerRequest {
  method: string
  path: string
  query: Record<string, string>
  /** The parsed JSON body of a collect call, null otherwise. */
  body: unknown
  at: string
}

export type PeerFault = 'none' | 'error' | 'hang'
const FAULTS: PeerFault[] = ['none', 'error', 'hang']

export interface GaPeer {
  /** http://127.0.0.1:<port> */
  url: string
  close(): Promise<void>
  requests(): PeerRequest[]
  setFault(fault: PeerFault): void
  reset(): void
}

/** What the stand-in's gtm.js does: note in the page that the container loaded (`window.__gtmLoaded`). */
export const GTM_SCRIPT = `window.__gtmLoaded = (window.__gtmLoaded || 0) + 1;\n`

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startGaPeer({ port = 0, host = '127.0.0.1' } = {}): Promise<GaPeer> {
  let log: PeerRequest[] = []
  let fault: PeerFault = 'none'
  const hanging = new Set<ServerResponse>()

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const method = req.method ?? 'GET'

    if (url.pathname === '/__peer/requests' && method === 'GET') return json(res, 200, log)
    if (url.pathname === '/__peer/reset' && method === 'POST') {
      log = []
      fault = 'none'
      return json(res, 200, { reset: true })
    }
    if (url.pathname === '/__peer/fault' && method === 'POST') {
      const next = (JSON.parse(raw || '{}') as { fault?: PeerFault }).fault ?? 'none'
      if (!FAULTS.includes(next)) return json(res, 400, { error: `fault is one of ${FAULTS.join(', ')}` })
      fault = next
      return json(res, 200, { fault })
    }

    let body: unknown = null
    if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        body = raw
      }
    }
    log.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      at: new Date().toISOString(),
    })

    if (url.pathname === '/gtm.js' && method === 'GET') {
      if (!/^GTM-[A-Z0-9]+$/.test(url.searchParams.get('id') ?? '')) return json(res, 404, { error: 'no container' })
      res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' })
      return res.end(GTM_SCRIPT)
    }
    if (url.pathname === '/mp/collect' && method === 'POST') {
      if (fault === 'hang') {
        hanging.add(res)
        return
      }
      if (fault === 'error') return json(res, 500, { error: 'peer fault' })
      res.writeHead(204)
      return res.end()
    }
    json(res, 404, { error: 'not found' })
  })
  server.listen(port, host)
  await once(server, 'listening')
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    requests: () => log,
    setFault: (next) => {
      fault = next
    },
    reset: () => {
      log = []
      fault = 'none'
    },
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
