/**
 * A tiny webhook receiver for tests: an HTTP server that keeps every POST (headers and raw body) and answers with
 * what `respond` says (200 by default), so a test can play the store's webhook endpoint.
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  headers: Headers
  body: string
}

export interface WebhookReceiver {
  url: string
  received: Received[]
  /** Resolves once `count` POSTs have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>
  close(): Promise<void>
}

/** Starts a receiver on 127.0.0.1; `respond` gives the status for each POST (it may verify it first). */
export async function startWebhookReceiver(
  respond: (delivery: Received, index: number) => number | Promise<number> = () => 200,
): Promise<WebhookReceiver> {
  const received: Received[] = []
  const waiters = new Set<() => void>()
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const delivery = { headers, body: Buffer.concat(chunks).toString('utf8') }
    const index = received.push(delivery) - 1
    for (const wake of waiters) wake()
    let status = 500
    try {
      status = await respond(delivery, index)
    } finally {
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/webhooks/paypal`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(received.slice(0, count))
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`only ${received.length} of ${count} webhook deliveries arrived`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
