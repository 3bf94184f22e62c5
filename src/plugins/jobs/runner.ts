import type { Payload } from 'payload'
import { sql } from '../../server/sql'

/**
 * Runs Payload's queued jobs inside the app (issue 29 item 6): no extra process, several instances at once. Payload's
 * own runner finds due jobs and then marks them, so two instances can pick the same job; here each job is claimed by
 * one UPDATE … FOR UPDATE SKIP LOCKED that marks it processing, and only the instance that claimed it runs it
 * (`payload.jobs.runByID`). A job left processing by an instance that died is released after STALE_MINUTES.
 */
export const STALE_MINUTES = 15
const QUEUE = 'default'

type Rows = { rows: Array<Record<string, unknown>> }

async function claimNext(payload: Payload): Promise<number | null> {
  const { rows } = (await payload.db.drizzle.execute(sql`
    update payload_jobs set processing = true, updated_at = now()
    where id = (
      select id from payload_jobs
      where completed_at is null and coalesce(has_error, false) = false and processing = false
        and (wait_until is null or wait_until < now()) and queue = ${QUEUE}
      order by created_at
      limit 1
      for update skip locked
    )
    returning id`)) as Rows
  return rows[0] ? Number(rows[0].id) : null
}

async function releaseStale(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`
    update payload_jobs set processing = false
    where processing and completed_at is null and updated_at < now() - make_interval(mins => ${STALE_MINUTES})`)
}

/** Runs the jobs that are due now, each claimed first; resolves with how many ran. */
export async function runDueJobs(payload: Payload, limit = 50): Promise<number> {
  await releaseStale(payload)
  let ran = 0
  while (ran < limit) {
    const id = await claimNext(payload)
    if (id === null) break
    try {
      await payload.jobs.runByID({ id })
    } catch (error) {
      payload.logger.error({ err: error, job: id }, 'A queued job could not run')
      await payload.db.drizzle.execute(sql`update payload_jobs set processing = false where id = ${id}`)
    }
    ran++
  }
  return ran
}

interface Runner {
  timer: ReturnType<typeof setInterval>
  busy: Promise<void> | null
  again: boolean
}

const runners = new WeakMap<Payload, Runner>()

function tick(payload: Payload, runner: Runner): void {
  if (runner.busy) {
    runner.again = true
    return
  }
  runner.busy = runDueJobs(payload)
    .then(() => undefined)
    .catch((error) => payload.logger.error({ err: error }, 'The job runner failed'))
    .finally(() => {
      runner.busy = null
      if (runner.again) {
        runner.again = false
        tick(payload, runner)
      }
    })
}

/** Starts the in-app runner: every `intervalMs`, and whenever `kickJobs` says work was queued. */
export function startJobRunner(payload: Payload, intervalMs: number): void {
  if (runners.has(payload)) return
  const runner: Runner = { timer: setInterval(() => tick(payload, runner), intervalMs), busy: null, again: false }
  runner.timer.unref?.()
  runners.set(payload, runner)
}

/** Runs due jobs soon, after the caller's transaction committed; nothing when this process runs no runner (tests). */
export function kickJobs(payload: Payload): void {
  const runner = runners.get(payload)
  if (runner) setTimeout(() => tick(payload, runner), 0).unref?.()
}

export function stopJobRunner(payload: Payload): void {
  const runner = runners.get(payload)
  if (runner) clearInterval(runner.timer)
  runners.delete(payload)
}
