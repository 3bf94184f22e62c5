import { cache } from 'react'
import { cached, cacheTags } from '@/cache'
import type { SiteSetting } from '@/payload-types'
import { getPayloadClient } from './payload'

const readSiteSettings = cached(
  'site-settings',
  async (): Promise<SiteSetting> => (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 0 }),
  () => [cacheTags.site],
)

export const getSiteSettings = cache(readSiteSettings)
