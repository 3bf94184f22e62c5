import type { Payload } from 'payload'
import { NotFoundError } from '../../lib/errors'
import { isDbId } from '../../lib/ids'
import { optionMapsSchema } from '../../lib/option-maps'
import { SAME_DAY_ASSEMBLY_OPTION_ID } from '../../lib/platforms'
import { idOf } from '../../lib/relations'
import { isValidSlug } from '../../lib/slug'
import type { Option, OptionValue, Platform } from '../../payload-types'
import { type CatalogOption, type CreatorCatalog, parseLinks } from '../catalog'
import { emptyRuleSet, ruleSetSchema } from '../rules/schema'

/** Thrown when a platform does not exist (answered 404 by the HTTP layer). */
export class UnknownPlatformError extends NotFoundError {}

const toValue = (v: OptionValue, optionId: number) => ({
  id: v.id,
  optionId,
  name: v.name,
  group: v.group ?? null,
  price: v.price,
  newPrice: v.newPrice ?? null,
  oldPrice: v.oldPrice ?? null,
  isDefault: Boolean(v.isDefault),
  isDisabled: Boolean(v.isDisabled),
  isUnavailable: Boolean(v.isUnavailable),
  isFeatured: Boolean(v.isFeatured),
  stock: v.stock ?? 0,
  stockPolicy: v.stockPolicy,
  tags: v.tags ?? [],
  sort: v.sort ?? 0,
})

/** The Advanced Back map of an option (validated on save; a map that no longer parses is ignored). */
function backShellMapOf(o: Option): Pick<CatalogOption, 'backShellMap'> {
  const maps = optionMapsSchema.safeParse(o.maps ?? {})
  return maps.success && maps.data.backShell ? { backShellMap: maps.data.backShell } : {}
}

/**
 * The platform named by its slug or numeric id (a number or a string of digits), or UnknownPlatformError. The one
 * lookup every endpoint, page and operation uses; disabled platforms are found too (callers decide what to show).
 */
export async function findPlatform(payload: Payload, ref: number | string, depth = 0): Promise<Platform> {
  const byId = typeof ref === 'number' || /^\d{1,10}$/.test(ref)
  const id = Number(ref)
  const valid = byId ? isDbId(id) : isValidSlug(ref)
  const platform = valid
    ? (
        await payload.find({
          collection: 'platforms',
          where: byId ? { id: { equals: id } } : { slug: { equals: ref } },
          limit: 1,
          depth,
          overrideAccess: true, // the server's own read: staff-only stock included
        })
      ).docs[0]
    : undefined
  if (!platform) throw new UnknownPlatformError(`There is no platform "${ref}".`)
  return platform
}

/**
 * Reads one platform's creator catalog and rules from Postgres, in the engine's plain shape. Pass the platform
 * document when the caller has already read it.
 */
export async function loadCreatorCatalog(payload: Payload, of: string | Platform): Promise<CreatorCatalog> {
  // The server reads the whole catalog, staff-only stock included, for its own checks.
  const common = { depth: 0, pagination: false, overrideAccess: true } as const
  const platform = typeof of === 'string' ? await findPlatform(payload, of) : of
  const slug = platform.slug
  const where = { platforms: { contains: platform.id } }
  const [options, mods, packages, macros, settings] = await Promise.all([
    payload.find({ collection: 'options', where, sort: 'sort', ...common }),
    payload.find({ collection: 'mods', where, sort: 'sort', ...common }),
    payload.find({ collection: 'packages', where, sort: 'sort', ...common }),
    payload.find({ collection: 'macros', where, sort: 'sort', ...common }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const values = await payload.find({
    collection: 'option-values',
    where: { option: { in: options.docs.map((o) => o.id) } },
    sort: 'sort',
    ...common,
  })
  const valuesByOption = new Map<number, OptionValue[]>()
  for (const v of values.docs)
    valuesByOption.set(v.option as number, [...(valuesByOption.get(v.option as number) ?? []), v])
  const sameDayAssembly = Boolean(settings.sameDayAssemblyEnabled && platform.sameDayAssembly?.enabled)
  const toOption = (o: Option): CatalogOption => ({
    ...backShellMapOf(o),
    id: o.id,
    name: o.name,
    template: o.template,
    price: o.id === SAME_DAY_ASSEMBLY_OPTION_ID ? (platform.sameDayAssembly?.price ?? o.price ?? 0) : (o.price ?? 0),
    isInventoried: Boolean(o.isInventoried),
    values: (valuesByOption.get(o.id) ?? []).map((v) => ({
      ...toValue(v, o.id),
      ...(o.template === 'linked-options' ? { links: parseLinks(v.group) } : {}),
    })),
  })
  const rules = platform.creatorRules ? ruleSetSchema.parse(platform.creatorRules) : emptyRuleSet()
  return {
    platform: { slug, basePrice: platform.basePrice, enabled: Boolean(platform.enabled), sameDayAssembly },
    options: options.docs.filter((o) => o.id !== SAME_DAY_ASSEMBLY_OPTION_ID || sameDayAssembly).map(toOption),
    mods: mods.docs.map((m) => ({
      id: m.id,
      name: m.name,
      price: m.price,
      newPrice: m.newPrice ?? null,
      disabled: Boolean(m.isDisabled),
    })),
    packages: packages.docs.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      newPrice: p.newPrice ?? null,
      disabled: false,
      mods: (p.mods ?? []).map((m) => idOf(m) ?? 0),
    })),
    macros: macros.docs.map((m) => ({
      id: m.id,
      name: m.name,
      price: m.price,
      newPrice: m.newPrice ?? null,
      disabled: !m.enabled,
    })),
    rules,
  }
}
