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
