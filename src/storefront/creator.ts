import { cache } from 'react'
import type { CreatorView } from '@/creator/view'
import { readPublicCreatorView } from '@/plugins/creator'
import { getPayloadClient } from './payload'

/** What a shopper's creator shows of a platform (stock capped), from the data cache. */
export const getPublicCreatorView = cache(
  async (platformId: number, slug: string): Promise<CreatorView> =>
    readPublicCreatorView(await getPayloadClient(), platformId, slug),
)
