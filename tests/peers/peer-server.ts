/**
 * What every HTTP stand-in under tests/peers shares: reading a body, answering JSON, the `/__peer/` controls
 * (a body that is not JSON is a 400), the fault switch (`POST /__peer/fault {fault}`), held ("hanging") responses and
 * a close that ends them. Each peer keeps only the API it stands in for.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Reply {
  status: number
  body: unknown
}

export type Control = (method: string, path: string, body: string) => Reply | Promise<Reply>

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** Answers a control request with `control`'s reply; a control that throws (bad JSON) answers 400. */
export async function answerControl(req: IncomingMessage, res: ServerResponse, control: Control): Promise<void> {
  const body = await readBody(req)
  let reply: Reply
  try {
    reply = await control(req.method ?? 'GET', new URL(req.url ?? '/', 'http://peer').pathname, body)
  } catch {
    reply = { status: 400, body: { error: 'bad JSON' } }
  }
  sendJson(res, reply.status, reply.body)
}

/** How a peer misbehaves, switched by `POST /__peer/fault {fault}`; the first of `faults` is "none". */
export function faultSwitch<F extends string>(faults: readonly [F, ...F[]]) {
  let current: F = faults[0]
  return {
    get current(): F {
      return current
    },
    set(next: F) {
      current = next
    },
    reset() {
      current = faults[0]
    },
    /** The reply to `POST /__peer/fault`, or null for any other control. */
    control(method: string, path: string, body: string): Reply | null {
      if (method !== 'POST' || path !== '/__peer/fault') return null
      const next = (JSON.parse(body || '{}') as { fault?: F }).fault ?? faults[0]
      if (!faults.includes(next)) return { status: 400, body: { error: `fault is one of ${faults.join(', ')}` } }
      current = next
      return { status: 200, body: { fault: current } }
    },
  }
}

export type Handler = (req: IncomingMessage, res: ServerResponse, hang: (res: ServerResponse) => void) => unknown

/**
 * Starts a peer on `port` (0: any free one). `hang(res)` never answers `res`; `close()` ends such responses too. A
 * handler that throws answers 500 with its message, as a broken server would.
 */
export async function startServer(handle: Handler, { port, host }: { port: number; host: string }) {
  const hanging = new Set<ServerResponse>()
  const hang = (res: ServerResponse) => {
    hanging.add(res)
    res.on('close', () => hanging.delete(res))
  }
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handle(req, res, hang))
      .catch((caught: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: caught instanceof Error ? caught.message : String(caught) })
      })
  })
  server.listen(port, host)
  await once(server, 'listening')
  const actual = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
