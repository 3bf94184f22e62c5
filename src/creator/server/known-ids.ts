import type { Payload, PayloadRequest } from 'payload'
import type { KnownIds } from '../rules/references'

/** The ids a platform's rules may name, read from the catalog in Postgres. */
export async function knownIdsOf(payload: Payload, platformId: number, req?: PayloadRequest): Promise<KnownIds> {
  const where = { platforms: { contains: platformId } }
  const common = { depth: 0, pagination: false, overrideAccess: true, req } as const
  const [options, mods, packages, macros] = await Promise.all([
    payload.find({ collection: 'options', where, select: { name: true }, ...common }),
    payload.find({ collection: 'mods', where, select: { name: true }, ...common }),
    payload.find({ collection: 'packages', where, select: { name: true }, ...common }),
    payload.find({ collection: 'macros', where, select: { name: true }, ...common }),
  ])
  const optionIds = options.docs.map((o) => o.id)
  const values = optionIds.length
    ? await payload.find({
        collection: 'option-values',
        where: { option: { in: optionIds } },
        select: { option: true },
        ...common,
      })
    : { docs: [] }
  const byOption = new Map<number, Set<number>>(optionIds.map((id) => [id, new Set<number>()]))
  for (const v of values.docs) byOption.get(v.option as number)?.add(v.id)
  return {
    options: byOption,
    mods: new Set(mods.docs.map((m) => m.id)),
    packages: new Set(packages.docs.map((p) => p.id)),
    macros: new Set(macros.docs.map((m) => m.id)),
  }
}
