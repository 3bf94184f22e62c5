import { sql } from '@payloadcms/db-postgres'
import type { Side } from './art'
import { BASE_GREY } from './art'
import { inPool, type SeedContext } from './context'
import { buildCatalog, type Catalog, type OptionSeed } from './data/catalog'
import { PLATFORM_SEEDS } from './data/platforms'
import { rulesFor } from './data/rules'
import { ensureLayers, type LayerRef } from './layers'
import { upsert, upsertById } from './upsert'

export interface CatalogIds {
  catalog: Catalog
  platforms: Record<string, number>
  /** Layers of every value, by value id (used to compose product images). */
  valueLayers: Map<number, LayerRef[]>
  baseLayers: Record<string, LayerRef[]>
}

async function writePlatforms(
  ctx: SeedContext,
): Promise<{ ids: Record<string, number>; base: Record<string, LayerRef[]> }> {
  const ids: Record<string, number> = {}
  const base: Record<string, LayerRef[]> = {}
  for (const p of PLATFORM_SEEDS) {
    base[p.slug] = await ensureLayers(
      ctx,
      p.slug,
      p.sides,
      'base',
      { colors: [BASE_GREY], finish: 'solid' },
      `${p.name} controller base`,
    )
    const { id } = await upsert(
      ctx,
      'platforms',
      { slug: { equals: p.slug } },
      {
        name: p.name,
        slug: p.slug,
        fullName: p.fullName,
        basePrice: p.basePrice,
        oldPrice: p.oldPrice ?? null,
        previewSides: p.sides,
        compareClassifier: p.classifier,
        enabled: true,
        sort: p.sort,
        sameDayAssembly: { enabled: p.sda, price: p.sda ? 2499 : null },
        assembly: { daysLabel: p.assemblyDaysLabel, maxDays: p.maxDays },
        previewBase: base[p.slug]!.map((l) => ({ side: l.side, image: l.image })),
        hardwares: [{ key: `${p.slug}-controller`, name: `Stock ${p.fullName}`, stock: 40 + p.sort * 3 }],
      },
    )
    ids[p.slug] = id
  }
  return { ids, base }
}

async function writeGroups(ctx: SeedContext, catalog: Catalog, platforms: Record<string, number>) {
  const ids = new Map<string, number>()
  for (const [slug, groups] of Object.entries(catalog.groups)) {
    for (const g of groups) {
      const { id } = await upsert(
        ctx,
        'option-groups',
        { and: [{ platform: { equals: platforms[slug] } }, { name: { equals: g.name } }] },
        {
          name: g.name,
          platform: platforms[slug],
          header: g.header,
          category: g.category,
          description: g.description,
          tooltip: g.tooltip ?? null,
          checked: g.checked,
          isShow: true,
          hidden: false,
          sort: g.sort,
        },
      )
      ids.set(`${slug}:${g.name}`, id)
    }
  }
  return ids
}

async function writeOption(
  ctx: SeedContext,
  option: OptionSeed,
  platforms: Record<string, number>,
  groupIds: Map<string, number>,
  valueLayers: Map<number, LayerRef[]>,
) {
  const home = option.platforms[0]!
  const sides = (PLATFORM_SEEDS.find((p) => p.slug === home)?.sides ?? ['front', 'back']) as Side[]
  await upsertById(ctx, 'options', option.id, {
    name: option.name,
    description: option.description,
    template: option.template,
    group: option.group ? (groupIds.get(`${home}:${option.group}`) ?? null) : null,
    platforms: option.platforms.map((slug) => platforms[slug]),
    price: option.price,
    isInventoried: option.isInventoried,
    isGrouped: option.isGrouped,
    maps: option.maps ?? null,
    sort: option.sort,
  })
  await inPool(option.values, 3, async (value) => {
    const layers =
      value.paint && value.part
        ? await ensureLayers(
            ctx,
            home,
            sides,
            value.part,
            { colors: value.paint.colors, finish: value.paint.finish },
            `${value.name} ${option.name.toLowerCase()}`,
          )
        : []
    valueLayers.set(value.id, layers)
    await upsertById(ctx, 'option-values', value.id, {
      name: value.name,
      option: option.id,
      group: value.group ?? null,
      price: value.price,
      oldPrice: value.oldPrice ?? null,
      color: value.paint?.colors[0] ?? null,
      tags: value.tags,
      isDefault: value.isDefault,
      isFeatured: value.isFeatured,
      isUnavailable: value.isUnavailable,
      isDisabled: false,
      stock: value.stock,
      stockPolicy: value.stockPolicy,
      sort: value.sort,
      layers: layers.map((l) => ({ side: l.side, part: l.part, zIndex: l.zIndex, image: l.image })),
    })
  })
}

async function writeAddons(ctx: SeedContext, catalog: Catalog, platforms: Record<string, number>) {
  const common = (a: {
    name: string
    description: string
    price: number
    newPrice?: number
    platforms: string[]
    sort: number
  }) => ({
    name: a.name,
    description: a.description,
    price: a.price,
    newPrice: a.newPrice ?? null,
    platforms: a.platforms.map((slug) => platforms[slug]),
    sort: a.sort,
  })
  for (const mod of catalog.mods) await upsertById(ctx, 'mods', mod.id, { ...common(mod), isDisabled: false })
  for (const pack of catalog.packages) await upsertById(ctx, 'packages', pack.id, { ...common(pack), mods: pack.mods })
  for (const macro of catalog.macros) await upsertById(ctx, 'macros', macro.id, { ...common(macro), enabled: true })
}

/** Explicit ids leave the serial sequences behind: move them past the largest id. */
async function resetSequences(ctx: SeedContext) {
  for (const table of ['options', 'option_values', 'mods', 'packages', 'macros']) {
    await ctx.payload.db.drizzle.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`,
      ),
    )
  }
}

export async function writeCatalog(ctx: SeedContext): Promise<CatalogIds> {
  const catalog = buildCatalog()
  const { ids: platforms, base } = await writePlatforms(ctx)
  ctx.log(`platforms: ${Object.keys(platforms).length}`)
  const groupIds = await writeGroups(ctx, catalog, platforms)
  const valueLayers = new Map<number, LayerRef[]>()
  let done = 0
  for (const option of catalog.options) {
    await writeOption(ctx, option, platforms, groupIds, valueLayers)
    done += 1
    if (done % 25 === 0) ctx.log(`options: ${done}/${catalog.options.length}`)
  }
  await writeAddons(ctx, catalog, platforms)
  await resetSequences(ctx)
  // Default bodies and rules name values, options and mods by id, newer models other platforms: written once those exist.
  for (const p of PLATFORM_SEEDS) {
    await ctx.payload.update({
      collection: 'platforms',
      id: platforms[p.slug]!,
      data: {
        defaultBody: catalog.defaultBodies[p.slug] ?? null,
        creatorRules: rulesFor(p, catalog),
        newerModel: p.newerModel ? (platforms[p.newerModel] ?? null) : null,
      },
      // The seed writes the demo store as the system, not as a user.
      overrideAccess: true,
      depth: 0,
    })
  }
  ctx.log(
    `catalog: ${catalog.options.length} options, ${catalog.options.reduce((n, o) => n + o.values.length, 0)} values, ${catalog.mods.length} mods, ${catalog.packages.length} packages, ${catalog.macros.length} macros`,
  )
  return { catalog, platforms, valueLayers, baseLayers: base }
}
