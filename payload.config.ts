import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './src/collections/Media'
import { Pages } from './src/collections/Pages'
import { Users } from './src/collections/Users'
import { storeEndpoints } from './src/endpoints'
import { SiteSettings } from './src/globals/SiteSettings'
import { databaseUrl, payloadSecret } from './src/lib/env'
import { migrations } from './src/migrations'
import { catalogPlugin } from './src/plugins/catalog'
import { configurationsPlugin } from './src/plugins/configurations'
import { creatorAdminPlugin } from './src/plugins/creator-admin'
import { reviewsPlugin } from './src/plugins/reviews'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Padforge admin' },
  },
  collections: [Users, Media, Pages],
  globals: [SiteSettings],
  endpoints: storeEndpoints,
  plugins: [catalogPlugin(), configurationsPlugin(), creatorAdminPlugin(), reviewsPlugin()],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // Schema changes go through committed migrations only; `next start` applies pending ones.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
    // Option ids are part of the spec (Same Day Assembly is option 9): the seed writes them explicitly.
    allowIDOnCreate: true,
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
