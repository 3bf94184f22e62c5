import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './src/collections/Media'
import { Pages } from './src/collections/Pages'
import { Users } from './src/collections/Users'
import { httpPlugin } from './src/endpoints/http'
import { SiteSettings } from './src/globals/SiteSettings'
import { databaseUrl, payloadSecret } from './src/lib/env'
import { MAX_DEPTH } from './src/lib/request-limits'
import { migrations } from './src/migrations'
import { accountsPlugin } from './src/plugins/accounts'
import { addressesPlugin } from './src/plugins/addresses'
import { affiliatesPlugin, enrolBuyer } from './src/plugins/affiliates'
import { amazonProductsPlugin } from './src/plugins/amazon-products'
import { analyticsPlugin } from './src/plugins/analytics'
import { authGuardPlugin } from './src/plugins/auth-guard'
import { blogPlugin } from './src/plugins/blog'
import { cachePlugin } from './src/plugins/cache'
import { catalogPlugin } from './src/plugins/catalog'
import { checkoutPlugin } from './src/plugins/checkout'
import { clientFormsPlugin } from './src/plugins/client-forms'
import { configurationsPlugin } from './src/plugins/configurations'
import { countriesPlugin } from './src/plugins/countries'
import { creatorPlugin } from './src/plugins/creator'
import { creatorAdminPlugin } from './src/plugins/creator-admin'
import { forumPlugin } from './src/plugins/forum'
import { jobsPlugin } from './src/plugins/jobs'
import { mailPlugin } from './src/plugins/mail'
import { finishSale, ordersPlugin, recordProviderRefund } from './src/plugins/orders'
import { paymentsPlugin } from './src/plugins/payments'
import { placesPlugin } from './src/plugins/places'
import { recentlyViewedPlugin } from './src/plugins/recently-viewed'
import { orderProductReturns, returnsPlugin } from './src/plugins/returns'
import { reviewsPlugin } from './src/plugins/reviews'
import { sessionPlugin } from './src/plugins/session'
import { slidersPlugin } from './src/plugins/sliders'
import { storagePlugin } from './src/plugins/storage'
import { storefrontPlugin } from './src/plugins/storefront'
import { wishlistPlugin } from './src/plugins/wishlist'
import { hardenBuiltins } from './src/security/builtins'
import { capDepth } from './src/security/depth-guard'
import { graphqlLimits } from './src/security/graphql-limits'
import { csrfOrigins, publicServerUrl } from './src/security/origins'
import { guardQueries } from './src/security/where-guard'
import { transactionSlotsFor, withTransactionSlots } from './src/server/transaction-slots'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10)
// An idle connection is kept 5 minutes, not pg's 10 s: a burst after a quiet spell (a flash sale) would otherwise open
// its connections first (about 9 ms each with password auth here, 10 at once about 45 ms before any order's work).
const poolIdleMs = Number(process.env.DATABASE_POOL_IDLE_MS ?? 300_000)

const config = buildConfig({
  secret: payloadSecret(),
  serverURL: publicServerUrl(),
  csrf: csrfOrigins(),
  admin: {
    user: Users.slug,
    // Payload's own account picture: Gravatar's would send a hash of every staff e-mail to a third party on each page.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Padforge admin' },
  },
  // What one request may cost (docs/decisions.md, "Caps on depth, nesting and reply size"): no read fills in more
  // than 10 levels of relationships (REST's `depth` is capped lower for guests and customers by capDepth below), and
  // GraphQL queries are capped in relationship depth, nesting and cost per caller before they run.
  maxDepth: MAX_DEPTH.staff,
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphqlLimits },
  collections: [Users, Media, Pages],
  globals: [SiteSettings],
  plugins: [
    httpPlugin(),
    catalogPlugin(),
    creatorPlugin(),
    configurationsPlugin(),
    creatorAdminPlugin(),
    reviewsPlugin(),
    sessionPlugin(),
    accountsPlugin(),
    mailPlugin(),
    clientFormsPlugin(),
    countriesPlugin(),
    addressesPlugin(),
    checkoutPlugin(),
    ordersPlugin({ orderProductReturns, followUps: [enrolBuyer] }),
    returnsPlugin(),
    affiliatesPlugin(),
    analyticsPlugin(),
    jobsPlugin(),
    paymentsPlugin({ onPaid: finishSale, onRefund: recordProviderRefund }),
    blogPlugin(),
    recentlyViewedPlugin(),
    slidersPlugin(),
    wishlistPlugin(),
    storefrontPlugin(),
    amazonProductsPlugin(),
    forumPlugin(),
    placesPlugin(),
    // Uploads in the bucket when S3_BUCKET is set; before the cache plugin, which hooks the collections' changes.
    storagePlugin(),
    cachePlugin(),
    authGuardPlugin(),
  ],
  editor: lexicalEditor(),
  // Transactions never hold the pool's last connections (src/server/transaction-slots.ts).
  db: withTransactionSlots(
    postgresAdapter({
      pool: { connectionString: databaseUrl(), max: poolMax, idleTimeoutMillis: poolIdleMs },
      // Schema changes go through committed migrations only; `next start` applies pending ones.
      push: false,
      migrationDir: path.resolve(dirname, 'src/migrations'),
      prodMigrations: migrations,
      // Option ids are part of the spec (Same Day Assembly is option 9): the seed writes them explicitly.
      allowIDOnCreate: true,
    }),
    transactionSlotsFor(poolMax),
  ),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})

// Payload adds its own collections (document locks, preferences) after the plugins ran: their access is set here, and
// every collection's REST and GraphQL filters are checked against its fields (a filter Postgres cannot run is a 400), and
// a REST client's `depth` is capped by who asks (src/security/depth-guard.ts).
export default hardenBuiltins(config).then(guardQueries).then(capDepth)
