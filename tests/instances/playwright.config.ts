import { defineConfig } from '@playwright/test'
import { embeddedUrl } from '../../scripts/lib/database.mjs'
import { RELAXED_LIMITS } from '../support/relaxed-limits'
import { INSTANCE_A, INSTANCE_B, REDIS_KEY_PREFIX, REDIS_URL, S3_ENV, S3_PORT } from './setup'

// Two app instances of one build on one Postgres, one Redis and one S3 bucket (issue 33, docs/deploy.md): A is started by the same
// launcher as `npm start` on a fresh embedded database (migrations and the demo store), then B by `npm run serve`
// against A's database, as a second machine behind a load balancer would be. `npm test` runs it after the end-to-end
// suite (scripts/test-all.mjs).
const PG_PORT = Number(process.env.INSTANCES_PG_PORT ?? 54369)
const DATA = '.data/instances'

const shared = {
  PAYLOAD_SECRET: 'padforge-instances-secret',
  REDIS_URL,
  REDIS_KEY_PREFIX,
  ...RELAXED_LIMITS,
  // Queued jobs are looked for every half second by both instances: a job claimed twice would show.
  JOBS_INTERVAL_MS: '500',
  // Uploads and composed previews in the bucket of the S3 stand-in (tests/peers/s3).
  ...S3_ENV,
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/instances',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { extraHTTPHeaders: { origin: INSTANCE_A } },
  webServer: [
    {
      command: `node --import tsx tests/peers/s3/cli.ts --port ${S3_PORT} --bucket ${S3_ENV.S3_BUCKET}`,
      // Playwright runs a webServer in the config's folder unless told otherwise.
      cwd: process.cwd(),
      url: `${S3_ENV.S3_ENDPOINT}/${S3_ENV.S3_BUCKET}`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      cwd: process.cwd(),
      url: `${INSTANCE_A}/api/platforms?limit=1`,
      timeout: 15 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...shared,
        PORT: new URL(INSTANCE_A).port,
        PADFORGE_DATA_DIR: DATA,
        MEDIA_DIR: `${DATA}/a/media`,
        PREVIEW_CACHE_DIR: `${DATA}/a/previews`,
        MEDIA_CACHE_DIR: `${DATA}/a/media-cache`,
        EMBEDDED_PG_PORT: String(PG_PORT),
        DATABASE_URL: '',
      },
    },
    {
      command: 'node scripts/serve.mjs',
      cwd: process.cwd(),
      url: `${INSTANCE_B}/api/platforms?limit=1`,
      timeout: 5 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...shared,
        PORT: new URL(INSTANCE_B).port,
        DATABASE_URL: embeddedUrl(PG_PORT, 'padforge'),
        MEDIA_DIR: `${DATA}/b/media`,
        PREVIEW_CACHE_DIR: `${DATA}/b/previews`,
        MEDIA_CACHE_DIR: `${DATA}/b/media-cache`,
      },
    },
  ],
})
