import type { Payload } from 'payload'
import type { Platform } from '../../payload-types'
import { type NewerModel, NO_NEWER_MODEL, newerModelOf } from '../newer-model'

/** The newer model a merchandiser set on the platform (its `newerModel`), with its creator page's path. */
export async function loadNewerModel(payload: Payload, platform: Platform): Promise<NewerModel> {
  const ref = platform.newerModel
  const id = typeof ref === 'object' && ref !== null ? ref.id : ref
  if (typeof id !== 'number') return NO_NEWER_MODEL
  const common = { depth: 0, limit: 1, overrideAccess: true } as const
  const [newer, page] = await Promise.all([
    payload.find({ collection: 'platforms', where: { id: { equals: id } }, ...common }),
    payload.find({
      collection: 'pages',
      where: { and: [{ kind: { equals: 'creator' } }, { creatorPlatform: { equals: id } }] },
      sort: 'id',
      select: { path: true },
      ...common,
    }),
  ])
  return newerModelOf(newer.docs[0] ?? null, page.docs[0]?.path ?? null)
}
