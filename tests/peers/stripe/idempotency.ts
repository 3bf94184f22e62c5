/**
 * Stripe's idempotent requests: a POST repeating an `Idempotency-Key` (per key and path) gets the first answer
 * again, status and body, marked `Idempotent-Replayed: true`; the same key with other parameters is refused with an
 * idempotency_error. stripe-node puts a key of its own on every POST, so those are kept the same way.
 */
import { canonical, type FormObject } from './form'
import type { ErrorBody } from './objects'

/** An HTTP answer before it is written. */
export interface Reply {
  status: number
  body: unknown
  replayed?: boolean
}

/** The first answer to each (key, path), kept for replays. */
export class IdempotencyCache {
  private readonly entries = new Map<string, { params: string; reply: Reply }>()

  /** Runs `handle` once per key and path; later calls with that key replay or refuse. */
  run(key: string | null, path: string, params: FormObject, handle: () => Reply): Reply {
    if (!key) return handle()
    const slot = `${key}\n${path}`
    const text = canonical(params)
    const seen = this.entries.get(slot)
    if (seen) {
      if (seen.params === text) return { ...seen.reply, replayed: true }
      const error: ErrorBody = {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      }
      return { status: 400, body: { error } }
    }
    const reply = handle()
    // Stripe does not keep answers of requests that failed on its side: those may be retried with the same key.
    if (reply.status < 500) this.entries.set(slot, { params: text, reply: structuredClone(reply) })
    return reply
  }

  clear(): void {
    this.entries.clear()
  }
}
