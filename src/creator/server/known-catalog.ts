import type { Payload, PayloadRequest } from 'payload'
import type { KnownCatalog } from '../rules/references'

/** What a platform's rules may name, read from the catalog in Postgres (ids and names only). */
export async function knownCatalogOf(
  payload: Payload,
  platformId: number,
  req?: PayloadRequest,
): Promise<KnownCatalog> {
  const where = { platforms: { contains: platformId } }
  // Rule references are checked against the whole catalog, whoever saves.
  const common = { depth: 0, pagination: false, overrideAccess: true, req } as const
  const [platform, options, mods, packages, macros] = await Promise.all([
    payload.findByID({ collection: 'platforms', id: platformId, select: { slug: true }, ...common }),
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
        select: { option: true, name: true, isDisabled: true },
        ...common,
      })
    : { docs: [] }
  const withValues = new Set(values.docs.map((v) => v.option as number))
  const named = (docs: Array<{ id: number; name: string }>) => new Map(docs.map((d) => [d.id, d.name]))
  return {
    slug: platform.slug,
    options: new Map(options.docs.map((o) => [o.id, { name: o.name, hasValues: withValues.has(o.id) }])),
    values: new Map(
      values.docs.map((v) => [v.id, { name: v.name, optionId: v.option as number, isDisabled: Boolean(v.isDisabled) }]),
    ),
    mods: named(mods.docs),
    packages: named(packages.docs),
    macros: named(macros.docs),
  }
}
