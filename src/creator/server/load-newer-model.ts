import type { Payload } from 'payload'
import type { Platform } from '../../payload-types'
import { creatorPathOf } from '../../server/creator-path'
import { type NewerModel, NO_NEWER_MODEL, newerModelOf } from '../newer-model'

/** The newer model a merchandiser set on the platform (its `newerModel`), with its creator page's path. */
export async function loadNewerModel(payload: Payload, platform: Platform): Promise<NewerModel> {
  const ref = platform.newerModel
  const id = typeof ref === 'object' && ref !== null ? ref.id : ref
  if (typeof id !== 'number') return NO_NEWER_MODEL
  const [newer, path] = await Promise.all([
    // Stock decides "in stock": a staff-only field the server reads for the shopper's answer.
    payload.find({ collection: 'platforms', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true }),
    creatorPathOf(payload, id),
  ])
  return newerModelOf(newer.docs[0] ?? null, path)
}
