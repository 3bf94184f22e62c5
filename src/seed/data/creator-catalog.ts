import { type CreatorCatalog, parseLinks } from '../../creator/catalog'
import { buildCatalog, type Catalog } from './catalog'
import { PLATFORM_SEEDS } from './platforms'
import { rulesFor } from './rules'

/** The creator engine's view of one demo platform, straight from the seed data (no database). */
export function creatorCatalogFromSeed(slug: string, catalog: Catalog = buildCatalog()): CreatorCatalog {
  const platform = PLATFORM_SEEDS.find((p) => p.slug === slug)
  if (!platform) throw new Error(`No demo platform "${slug}"`)
  const mine = <T extends { platforms: string[] }>(items: T[]) => items.filter((i) => i.platforms.includes(slug))
  return {
    platform: { slug, basePrice: platform.basePrice, enabled: true, sameDayAssembly: platform.sda },
    options: mine(catalog.options).map((o) => ({
      id: o.id,
      name: o.name,
      template: o.template,
      price: o.price,
      isInventoried: o.isInventoried,
      ...(o.maps?.backShell ? { backShellMap: o.maps.backShell } : {}),
      values: o.values.map((v) => ({
        ...(o.template === 'linked-options' ? { links: parseLinks(v.group) } : {}),
        id: v.id,
        optionId: o.id,
        name: v.name,
        group: v.group ?? null,
        price: v.price,
        oldPrice: v.oldPrice ?? null,
        isDefault: v.isDefault,
        isDisabled: false,
        isUnavailable: v.isUnavailable,
        isFeatured: v.isFeatured,
        stock: v.stock,
        stockPolicy: v.stockPolicy,
        tags: v.tags,
        sort: v.sort,
      })),
    })),
    mods: mine(catalog.mods).map((m) => ({
      id: m.id,
      name: m.name,
      price: m.price,
      newPrice: m.newPrice ?? null,
      disabled: false,
    })),
    packages: mine(catalog.packages).map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      newPrice: p.newPrice ?? null,
      disabled: false,
      mods: p.mods,
    })),
    macros: mine(catalog.macros).map((m) => ({
      id: m.id,
      name: m.name,
      price: m.price,
      newPrice: m.newPrice ?? null,
      disabled: false,
    })),
    rules: rulesFor(platform, catalog),
  }
}
