import type { Payload } from 'payload'
import { idOf } from '../../lib/relations'
import type { Platform } from '../../payload-types'
import { creatorPathOf } from '../../server/creator-path'
import { type NewerModel, NO_NEWER_MODEL, newerModelOf } from '../newer-model'

/** The newer model a merchandiser set on the platform (its `newerModel`), with its creator page's path. */
export async function loadNewerModel(payload: Payload, platform: Platform): Promise<NewerModel> {
  const id = idOf(platform.newerModel)
  if (id === null) return NO_NEWER_MODEL
  const [newer, path] = await Promise.all([
    payload.find({
      collection: 'platforms',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      overrideAccess: true, // "in stock" reads the staff-only stock, for the shopper's answer
    }),
    creatorPathOf(payload, id),
  ])
  return newerModelOf(newer.docs[0] ?? null, path)
}
