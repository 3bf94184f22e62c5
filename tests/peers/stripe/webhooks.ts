/**
 * Sends the peer's events to the store's webhook endpoint, signed like Stripe signs them
 * (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`), so `stripe.webhooks.constructEvent`
 * accepts them. Automatically (in order, each failure retried) or on command: one event several times at once, or
 * every pending one in order or newest first.
 */
import { createHmac } from 'node:crypto'
import type { StripeEvent } from './objects'
import { now } from './store'

/** The `Stripe-Signature` header for this exact body. */
export function signatureHeader(body: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/** One POST to the webhook endpoint: its HTTP status, 0 when the endpoint could not be reached. */
export interface Delivery {
  eventId: string
  type: string
  status: number
  at: string
}

/** Where and how events go. */
export interface WebhookOptions {
  url?: string
  secret: string
  autoDeliver: boolean
  /** Automatic delivery retries a failure this many times (3) this far apart (500 ms). */
  retries?: number
  retryDelayMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const ok = (status: number) => status >= 200 && status < 300

/** Signs and POSTs events; remembers which ones an endpoint accepted. */
export class WebhookSender {
  url: string | undefined
  readonly deliveries: Delivery[] = []
  private readonly delivered = new Set<string>()
  private queue: Promise<void> = Promise.resolve()
  private generation = 0

  constructor(private readonly options: WebhookOptions) {
    this.url = options.url
  }

  /** POSTs the event once, freshly signed. */
  async send(event: StripeEvent): Promise<number> {
    const url = this.url
    if (!url) throw new Error('The Stripe peer has no webhook URL (start it with webhookUrl or call setWebhookUrl)')
    const body = JSON.stringify(event, null, 2)
    let status = 0
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(body, this.options.secret),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      status = response.status
      await response.arrayBuffer().catch(() => undefined)
    } catch {
      status = 0
    }
    if (ok(status)) this.delivered.add(event.id)
    this.deliveries.push({ eventId: event.id, type: event.type, status, at: new Date().toISOString() })
    return status
  }

  /** Sends one event `times` times, one after another or all at once; resolves with each status. */
  async deliver(event: StripeEvent, { times = 1, concurrently = false } = {}): Promise<number[]> {
    if (concurrently) return Promise.all(Array.from({ length: times }, () => this.send(event)))
    const statuses: number[] = []
    for (let index = 0; index < times; index++) statuses.push(await this.send(event))
    return statuses
  }

  /** Sends every event not yet delivered with a 2xx answer, oldest first (or newest first), one at a time. */
  async deliverPending(events: StripeEvent[], { reverse = false } = {}): Promise<number[]> {
    const pending = events.filter((event) => !this.delivered.has(event.id))
    if (reverse) pending.reverse()
    const statuses: number[] = []
    for (const event of pending) statuses.push(await this.send(event))
    return statuses
  }

  /** With autoDeliver, queues the event behind the earlier ones (a failed POST is retried). */
  enqueue(event: StripeEvent): void {
    if (!this.options.autoDeliver) return
    const generation = this.generation
    this.queue = this.queue.then(() => this.sendWithRetries(event, generation)).catch(() => undefined)
  }

  private async sendWithRetries(event: StripeEvent, generation: number): Promise<void> {
    const retries = this.options.retries ?? 3
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(this.options.retryDelayMs ?? 500)
      if (generation !== this.generation || !this.url || this.delivered.has(event.id)) return
      if (ok(await this.send(event))) return
    }
  }

  /** Resolves once the automatic queue is empty. */
  settled(): Promise<void> {
    return this.queue
  }

  /** Drops the queue (events already on the wire still land) and the delivery log. */
  reset(): void {
    this.generation++
    this.deliveries.length = 0
    this.delivered.clear()
  }
}
