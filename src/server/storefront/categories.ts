import { cache } from 'react'
import { cached, cacheTags } from '@/cache'
import type { Category } from '@/payload-types'
import { getPayloadClient } from './payload'

const readCategories = cached(
  'categories',
  async (): Promise<Category[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({ collection: 'categories', sort: 'sort', depth: 0, pagination: false })
    return result.docs
  },
  () => [cacheTags.site],
)

export const getCategories = cache(readCategories)
