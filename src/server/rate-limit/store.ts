/**
 * The counters, in PostgreSQL through rate-limiter-flexible, so a limit holds across every app instance that shares
 * the database. They live in one table (`padforge_rate_limits`: key, points, expire), which the library creates with
 * `CREATE TABLE IF NOT EXISTS` on first use: it is outside Payload's schema (no collection, no migration; drizzle
 * never sees it) and holds only short-lived counters, so nothing is lost if it is dropped.
 *
 * Queries go through Payload's own pg pool (`payload.db.pool`), outside any transaction: an attempt stays counted
 * when the request that made it fails and rolls back. When the database cannot answer, the library's insurance
 * limiter counts in this process's memory until it can (limits per instance rather than none).
 */
import type { Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type { RateRule } from './limits'

export const RATE_LIMIT_TABLE = 'padforge_rate_limits'

const tables = new WeakMap<Pool, Promise<void>>()
const limiters = new WeakMap<Pool, Map<string, RateLimiterPostgres>>()

/**
 * Creates the table once per pool (the library tolerates several processes racing on it). This first limiter also
 * deletes rows expired an hour ago, every five minutes (an unref'd timer), for the whole table.
 */
function tableReady(pool: Pool): Promise<void> {
  let ready = tables.get(pool)
  if (!ready) {
    ready = new Promise<void>((resolve, reject) => {
      const options = { storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, points: 1, duration: 1 }
      new RateLimiterPostgres(options, (error) => (error ? reject(error) : resolve()))
    })
    const attempt = ready
    // A failed creation (database down at start) is tried again by the next request.
    attempt.catch(() => tables.get(pool) === attempt && tables.delete(pool))
    tables.set(pool, ready)
  }
  return ready
}

function limiterFor(pool: Pool, rule: RateRule): RateLimiterPostgres {
  let held = limiters.get(pool)
  if (!held) {
    held = new Map()
    limiters.set(pool, held)
  }
  // Keyed by the limit too, so a changed RATE_LIMIT_* (tests, a restart) takes effect; counts carry over by prefix.
  const id = `${rule.name}:${rule.points}/${rule.seconds}`
  let limiter = held.get(id)
  if (!limiter) {
    const limit = { keyPrefix: rule.name, points: rule.points, duration: rule.seconds }
    limiter = new RateLimiterPostgres({
      ...limit,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(limit),
    })
    held.set(id, limiter)
  }
  return limiter
}

/** Counts one attempt on `counter`; answers how long (ms) the caller must wait when it is over the rule's limit. */
export async function countAttempt(
  pool: Pool,
  rule: RateRule,
  counter: string,
): Promise<{ over: false } | { over: true; waitMs: number }> {
  await tableReady(pool)
  try {
    await limiterFor(pool, rule).consume(counter)
    return { over: false }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { over: true, waitMs: rejection.msBeforeNext }
    throw rejection
  }
}

/** Gives one attempt back on `counter` (a login that succeeded: only failures count, docs/decisions.md). */
export async function giveBack(pool: Pool, rule: RateRule, counter: string): Promise<void> {
  await tableReady(pool)
  await limiterFor(pool, rule).reward(counter, 1)
}
