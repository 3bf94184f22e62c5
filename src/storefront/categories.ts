import type { Payload } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import type { Category } from '@/payload-types'
import { withClient } from './payload'

const readCategories = withClient(
  cachedRead(
    'categories',
    async (payload: Payload): Promise<Category[]> => {
      const result = await payload.find({ collection: 'categories', sort: 'sort', depth: 0, pagination: false })
      return result.docs
    },
    () => [cacheTags.site],
  ),
)

export const getCategories = cache(readCategories)
