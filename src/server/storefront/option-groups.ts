import { cache } from 'react'
import type { OptionGroup } from '@/payload-types'
import { getPayloadClient } from './payload'

/** The visible option groups of a platform's creator, in creator order. */
export const getPlatformOptionGroups = cache(async (platformId: number): Promise<OptionGroup[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'option-groups',
    where: { and: [{ platform: { equals: platformId } }, { hidden: { not_equals: true } }] },
    sort: 'sort',
    depth: 0,
    pagination: false,
  })
  return result.docs
})
