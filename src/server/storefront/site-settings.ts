import { cache } from 'react'
import type { SiteSetting } from '@/payload-types'
import { getPayloadClient } from './payload'

export const getSiteSettings = cache(async (): Promise<SiteSetting> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
})
