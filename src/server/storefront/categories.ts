import { cache } from 'react'
import type { Category } from '@/payload-types'
import { getPayloadClient } from './payload'

export const getCategories = cache(async (): Promise<Category[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'categories', sort: 'sort', depth: 0, pagination: false })
  return result.docs
})
