import type { Payload } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import type { SiteSetting } from '@/payload-types'
import { withClient } from './payload'

const readSiteSettings = withClient(
  cachedRead(
    'site-settings',
    async (payload: Payload): Promise<SiteSetting> => payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    () => [cacheTags.site],
  ),
)

export const getSiteSettings = cache(readSiteSettings)
