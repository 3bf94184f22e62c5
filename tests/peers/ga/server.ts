/**
 * A local Google tag host for tests: `GET /gtm.js?id=GTM-…` (a tiny container script that only marks that it ran),
 * and GA4's Measurement Protocol `POST /mp/collect?measurement_id=&api_secret=` (answers 204 like Google, whatever the
 * body, and keeps it). Every request is logged; controls under `/__peer/`: `GET /__peer/requests` (the log),
 * `POST /__peer/reset`, `POST /__peer/fault {fault: 'none'|'error'|'hang'}` (collect answers 500, or never).
 * See tests/peers/README.md.
 */
import { answerControl, faultSwitch, type Reply, readBody, sendJson, startServer } from '../peer-server'

export interface PeerRequest {
  method: string
  path: string
  query: Record<string, string>
  /** The parsed JSON body of a collect call, null otherwise. */
  body: unknown
  at: string
}

export type PeerFault = 'none' | 'error' | 'hang'
const FAULTS: [PeerFault, ...PeerFault[]] = ['none', 'error', 'hang']

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

const parsed = (raw: string): unknown => {
  if (!raw) return null
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

export async function startGaPeer({ port = 0, host = '127.0.0.1' } = {}): Promise<GaPeer> {
  let log: PeerRequest[] = []
  const fault = faultSwitch(FAULTS)
  const reset = () => {
    log = []
    fault.reset()
  }
  const control = (method: string, path: string, body: string): Reply => {
    if (method === 'GET' && path === '/__peer/requests') return { status: 200, body: log }
    if (method === 'POST' && path === '/__peer/reset') {
      reset()
      return { status: 200, body: { reset: true } }
    }
    return fault.control(method, path, body) ?? { status: 404, body: { error: 'not found' } }
  }

  const peer = await startServer(
    async (req, res, hang) => {
      const url = new URL(req.url ?? '/', 'http://peer')
      if (url.pathname.startsWith('/__peer/')) return answerControl(req, res, control)
      const method = req.method ?? 'GET'
      const raw = await readBody(req)
      log.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: parsed(raw),
        at: new Date().toISOString(),
      })
      if (url.pathname === '/gtm.js' && method === 'GET') {
        if (!/^GTM-[A-Z0-9]+$/.test(url.searchParams.get('id') ?? ''))
          return sendJson(res, 404, { error: 'no container' })
        res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' })
        return res.end(GTM_SCRIPT)
      }
      if (url.pathname === '/mp/collect' && method === 'POST') {
        if (fault.current === 'hang') return hang(res)
        if (fault.current === 'error') return sendJson(res, 500, { error: 'peer fault' })
        return res.writeHead(204).end()
      }
      sendJson(res, 404, { error: 'not found' })
    },
    { port, host },
  )
  return { url: peer.url, requests: () => log, setFault: fault.set, reset, close: peer.close }
}
