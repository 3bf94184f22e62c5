import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

export { sql }

type Query = ReturnType<typeof sql>
export interface Executor {
  execute: (query: Query) => Promise<{ rows: Array<Record<string, unknown>> }>
}

/** The drizzle session of the request's open transaction, or undefined outside one. */
export async function sessionOf(req: PayloadRequest): Promise<Executor | undefined> {
  const id = await req.transactionID
  if (id === undefined || id === null) return undefined
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, { db?: Executor }> }).sessions
  return sessions?.[String(id)]?.db
}

/**
 * Raw SQL on the connection of the request's open transaction (Payload keeps one drizzle session per transaction),
 * for the few writes the local API cannot say: conditional stock decrements, counters, advisory locks. Throws when
 * the request has no transaction: these statements only make sense inside one.
 */
export async function transactionSql(req: PayloadRequest): Promise<Executor> {
  const db = await sessionOf(req)
  if (!db) throw new Error('transactionSql needs a request inside inTransaction(req, ...)')
  return db
}

/**
 * Holds an advisory lock until the request's transaction ends (`pg_advisory_xact_lock`): two transactions taking the
 * same (space, key) run one after the other. Re-entrant within one transaction.
 */
export async function lockInTransaction(req: PayloadRequest, space: number, key: number): Promise<void> {
  await (await transactionSql(req)).execute(sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`)
}

/** A Postgres array literal of numbers (`{1,2,3}`), for `= any(...::int[])` and `unnest`; never for text. */
export const numberArray = (numbers: readonly number[]): string => `{${numbers.map(Number).join(',')}}`

/** A 32-bit key for an advisory lock from any text (an idempotency key, an e-mail). */
export function lockKeyOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash | 0
}

/** Raw SQL for a read: on the request's transaction when it has one (it sees the transaction's writes), else the pool. */
export async function readSql(req: PayloadRequest): Promise<Executor> {
  return (await sessionOf(req)) ?? (req.payload.db.drizzle as unknown as Executor)
}
