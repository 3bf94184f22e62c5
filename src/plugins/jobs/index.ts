import type { Config, Plugin } from 'payload'
import { adminOnly, isAdmin, nobody, staffOnly } from '../../access'
import { startJobRunner } from './runner'

export { kickJobs, runDueJobs, STALE_MINUTES, startJobRunner, stopJobRunner } from './runner'

/** Is the in-app runner wanted in this process? Not while Next builds, and not where JOBS_RUNNER=off (the tests). */
const runnerWanted = () => process.env.JOBS_RUNNER !== 'off' && process.env.NEXT_PHASE !== 'phase-production-build'

/**
 * Work that must happen later or again (issue 29 item 6): Payload's jobs queue on the store's Postgres. Domain
 * plugins add their tasks to `config.jobs.tasks` (refund retries, status mails); this plugin runs them inside the app
 * (runner.ts: every `intervalMs` and when kicked), each job claimed by one instance. Staff see the queue under
 * System; only administrators may run or cancel jobs over the API.
 */
export function jobsPlugin(options: { intervalMs?: number } = {}): Plugin {
  const intervalMs = options.intervalMs ?? Number(process.env.JOBS_INTERVAL_MS || 10_000)
  return (config: Config): Config => ({
    ...config,
    jobs: {
      ...config.jobs,
      tasks: config.jobs?.tasks ?? [],
      access: { run: ({ req }) => isAdmin(req.user), queue: () => false, cancel: ({ req }) => isAdmin(req.user) },
      jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
        ...defaultJobsCollection,
        labels: { singular: 'Job', plural: 'Jobs' },
        admin: {
          ...defaultJobsCollection.admin,
          hidden: false,
          group: 'System',
          description: 'Work the store does later or again: refund retries, status mails. Run by the app itself.',
        },
        access: { read: staffOnly, create: nobody, update: nobody, delete: adminOnly },
      }),
    },
    onInit: async (payload) => {
      await config.onInit?.(payload)
      if (runnerWanted()) startJobRunner(payload, intervalMs)
    },
  })
}
