/**
 * The peer's webhooks: events in PayPal's envelope, POSTed to the store with PayPal's transmission headers, kept with
 * every transmission so POST /v1/notifications/verify-webhook-signature can say SUCCESS only for what the peer sent.
 * Delivery is automatic (in order, in the background, retried) or on command (once, several times, concurrently,
 * in reverse order) so tests can reproduce duplicates and out-of-order arrivals.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { paypalId } from './ids'
import type { EventType } from './records'

/** An event as PayPal sends it. */
export interface WebhookEvent {
  id: string
  event_version: '1.0'
  create_time: string
  resource_type: string
  resource_version: '2.0'
  event_type: EventType
  summary: string
  resource: object
  links: { href: string; rel: string; method: string }[]
}

/** One POST of an event to the store. */
export interface Transmission {
  transmissionId: string
  transmissionTime: string
  transmissionSig: string
  certUrl: string
  authAlgo: string
  webhookId: string
  url: string
  /** The HTTP status the store answered; 0 when it could not be reached. */
  status: number
  /** The exact body sent. */
  body: string
}

/** An event with its transmissions; `delivered` once the store answered one with a 2xx. */
export interface EventRecord {
  id: string
  type: EventType
  event: WebhookEvent
  delivered: boolean
  deliveries: Transmission[]
}

export interface WebhookOptions {
  webhookId: string
  webhookUrl: string | null
  autoDeliver: boolean
  base: () => string
}

const RESOURCE_TYPES: Record<EventType, string> = {
  'CHECKOUT.ORDER.APPROVED': 'checkout-order',
  'PAYMENT.CAPTURE.COMPLETED': 'capture',
  'PAYMENT.CAPTURE.PENDING': 'capture',
  'PAYMENT.CAPTURE.DENIED': 'capture',
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
}

/** Retries after the first try when auto-delivering, and the pause between tries. */
export const AUTO_RETRIES = 3
export const RETRY_PAUSE_MS = 500

const time = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

/** Sorted-key JSON: the same event reads the same however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The peer's webhook side: `emit` records (and maybe queues) an event; the rest sends and checks transmissions. */
export function createWebhooks(options: WebhookOptions) {
  const secret = randomBytes(32)
  const events: EventRecord[] = []
  let url = options.webhookUrl
  /** Events auto-delivery has had its go at (delivered or out of retries). */
  const tried = new WeakSet<EventRecord>()
  let pumping: Promise<void> | null = null
  let closed = false

  const sign = (transmissionId: string, at: string, body: string) =>
    createHmac('sha256', secret)
      .update(`${transmissionId}|${at}|${options.webhookId}|${crc32(body)}`)
      .digest('base64')

  /** One POST of the event; records the transmission before sending, so the store can verify it while it answers. */
  async function transmit(record: EventRecord): Promise<number> {
    if (!url) return 0
    const body = JSON.stringify(record.event)
    const transmissionId = randomUUID()
    const at = time()
    const sent: Transmission = {
      transmissionId,
      transmissionTime: at,
      transmissionSig: sign(transmissionId, at, body),
      certUrl: `${options.base()}/v1/notifications/certs/CERT-PADFORGE-PEER`,
      authAlgo: 'SHA256withRSA',
      webhookId: options.webhookId,
      url,
      status: 0,
      body,
    }
    record.deliveries.push(sent)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PayPal/AUHD-214.0-58166622',
          'paypal-transmission-id': sent.transmissionId,
          'paypal-transmission-time': sent.transmissionTime,
          'paypal-transmission-sig': sent.transmissionSig,
          'paypal-cert-url': sent.certUrl,
          'paypal-auth-algo': sent.authAlgo,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer().catch(() => undefined)
      sent.status = response.status
    } catch {
      sent.status = 0
    }
    if (sent.status >= 200 && sent.status < 300) record.delivered = true
    return sent.status
  }

  /** Auto-delivery: one event at a time, oldest first; each tried up to 1 + AUTO_RETRIES times. */
  function pump(): Promise<void> {
    pumping ??= (async () => {
      for (;;) {
        const record = events.find((entry) => !entry.delivered && !tried.has(entry))
        if (closed || !url || !record) return
        tried.add(record)
        for (
          let attempt = 0;
          attempt <= AUTO_RETRIES && !record.delivered && !closed && events.includes(record);
          attempt++
        ) {
          if (attempt > 0) await sleep(RETRY_PAUSE_MS)
          await transmit(record)
        }
      }
    })().finally(() => {
      pumping = null
      // An event emitted while the loop was finishing still gets its turn.
      if (options.autoDeliver && !closed && url && events.some((entry) => !entry.delivered && !tried.has(entry))) {
        void pump()
      }
    })
    return pumping
  }

  const find = (eventId: string) => {
    const record = events.find((entry) => entry.id === eventId)
    if (!record) throw new Error(`no event ${eventId}`)
    return record
  }

  return {
    emit(type: EventType, resource: object, summary: string): EventRecord {
      const id = `WH-${paypalId()}-${paypalId()}`
      const event: WebhookEvent = {
        id,
        event_version: '1.0',
        create_time: time(),
        resource_type: RESOURCE_TYPES[type],
        resource_version: '2.0',
        event_type: type,
        summary,
        resource,
        links: [
          { href: `${options.base()}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
          { href: `${options.base()}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
        ],
      }
      const record: EventRecord = { id, type, event, delivered: false, deliveries: [] }
      events.push(record)
      if (options.autoDeliver) void pump()
      return record
    },

    events: () => events,
    event: (eventId: string) => events.find((entry) => entry.id === eventId) ?? null,

    /** Sends one event `times` times (default 1), one after another or all at once; the statuses in sending order. */
    async deliver(eventId: string, { times = 1, concurrently = false } = {}): Promise<number[]> {
      const record = find(eventId)
      if (concurrently) return Promise.all(Array.from({ length: times }, () => transmit(record)))
      const statuses: number[] = []
      for (let i = 0; i < times; i++) statuses.push(await transmit(record))
      return statuses
    },

    /** Sends every event not delivered yet, once each, oldest first (or newest first with `reverse`). */
    async deliverAll({ reverse = false } = {}): Promise<{ id: string; type: EventType; status: number }[]> {
      const pending = events.filter((entry) => !entry.delivered)
      if (reverse) pending.reverse()
      const results: { id: string; type: EventType; status: number }[] = []
      for (const record of pending) results.push({ id: record.id, type: record.type, status: await transmit(record) })
      return results
    },

    /** SUCCESS only when every field matches a transmission the peer made for this webhook id. */
    verify(request: Record<string, unknown>): 'SUCCESS' | 'FAILURE' {
      const sent = events.flatMap((entry) => entry.deliveries).find((t) => t.transmissionId === request.transmission_id)
      if (!sent) return 'FAILURE'
      const same =
        request.webhook_id === options.webhookId &&
        sent.webhookId === options.webhookId &&
        request.transmission_sig === sent.transmissionSig &&
        request.transmission_time === sent.transmissionTime &&
        request.cert_url === sent.certUrl &&
        request.auth_algo === sent.authAlgo &&
        canonical(request.webhook_event) === canonical(JSON.parse(sent.body))
      return same ? 'SUCCESS' : 'FAILURE'
    },

    setUrl(next: string | null) {
      url = next
      if (!options.autoDeliver) return
      // A new address gets another go at what did not arrive.
      for (const entry of events) tried.delete(entry)
      void pump()
    },

    /** Resolves when auto-delivery has nothing left to send. */
    async idle(): Promise<void> {
      while (pumping) await pumping
    },

    reset() {
      events.length = 0
    },

    close() {
      closed = true
    },
  }
}

/** The peer's webhook side, as `createWebhooks` makes it. */
export type Webhooks = ReturnType<typeof createWebhooks>
