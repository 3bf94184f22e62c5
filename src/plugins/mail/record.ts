import type { Payload } from 'payload'
import { insertRows } from '../../server/set-insert'
import type { Executor } from '../../server/sql'
import type { OutboxStatus } from './Outbox'

export const OUTBOX_RETENTION_DAYS = 90
const PRUNE_EVERY_MS = 60 * 60 * 1000

export type OutboxEntry = {
  to: string
  from: string
  replyTo: string
  subject: string
  html: string
  text: string
  status: OutboxStatus
  error?: string
  messageId?: string
}

/**
 * Writes one outbox row in its OWN transaction (no `req`): a mail is recorded even when the caller's transaction
 * rolls back afterwards, because the mail itself cannot be called back either. One insert, not Payload's create and
 * re-read (every order sends two or three mails, issue 32); the collection has no hooks, and the mail tests read the
 * rows back through Payload. Returns the row's id.
 */
export async function recordMail(payload: Payload, entry: OutboxEntry): Promise<number | string> {
  const db = payload.db.drizzle as unknown as Executor
  const { row } = await insertRows(db, 'outbox', payload.collections.outbox.config.flattenedFields, entry)
  void pruneOutbox(payload)
  return row.id as number
}

let lastPrune = 0

/** Deletes rows older than the retention, at most once an hour per process; a failure is only logged. */
async function pruneOutbox(payload: Payload): Promise<void> {
  const now = Date.now()
  if (now - lastPrune < PRUNE_EVERY_MS) return
  lastPrune = now
  const cutoff = new Date(now - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  try {
    await payload.db.deleteMany({ collection: 'outbox', where: { createdAt: { less_than: cutoff } } })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Could not prune the outbox' })
  }
}
