import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Both cores (vitest's default leaves one free): pure tests, each file in its own process.
          maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
          // Property tests run hundreds of cases: on a slow, busy machine 5 s is not enough, and no test is about time.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.test.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts'],
          // A worker's files share their modules, so Payload starts once per worker; tests/int/setup-env.ts gives each
          // file the same environment.
          isolate: false,
          // Files run in parallel workers, each on its own copy of the seeded database (tests/int/databases.ts).
          maxWorkers: Number(process.env.INT_WORKERS ?? 2),
          hookTimeout: 600_000,
          testTimeout: 600_000,
        },
      },
    ],
  },
})
