import { createHash } from 'node:crypto'
import { emptySelection, type Selection } from '../creator/selection'
import { richText } from '../lib/lexical'
import { slugify } from '../lib/slug'
import { ACCESSORY_VIEWS, type AccessoryKind, type AccessoryView, renderAccessory } from './accessory-art'
import type { Side } from './art'
import { composeProductShot } from './compose'
import type { SeedContext } from './context'
import { ACCESSORY_DETAILS } from './data/accessory-details'
import { PLATFORM_SEEDS, type PlatformSeed } from './data/platforms'
import { CATEGORIES, LABELS, THEMES, type Theme } from './data/themes'
import type { LayerRef } from './layers'
import { ensureMedia } from './media'
import { upsert } from './upsert'
import type { CatalogIds } from './write-catalog'

/** Short fingerprint of a layer stack: a changed configuration gets a new product shot. */
const layersKey = (layers: LayerRef[]) =>
  createHash('sha1')
    .update(layers.map((l) => `${l.image}:${l.zIndex}`).join(','))
    .digest('hex')
    .slice(0, 10)

interface Built {
  selection: Selection
  price: number
  layers: Map<Side, LayerRef[]>
  pieces: string[]
}

/** Picks the theme's values (or each option's default) and prices the result from the catalog. */
function configure(ids: CatalogIds, platform: PlatformSeed, theme: Theme, modded: boolean): Built {
  const { catalog } = ids
  const options = catalog.options.filter(
    (o) => o.platforms.includes(platform.slug) && o.values.length > 0 && o.template !== 'service',
  )
  const selection: Selection = emptySelection()
  let price = platform.basePrice
  const chosen: number[] = []
  const pieces: string[] = []
  for (const option of options) {
    const wanted = theme.parts[option.name] ?? []
    const value =
      wanted.map((name) => option.values.find((v) => v.paint?.name === name)).find((v) => v !== undefined) ??
      option.values.find((v) => v.isDefault) ??
      option.values[0]!
    selection.options[`option_${option.id}`] = value.id
    price += value.price
    chosen.push(value.id)
    if (!value.isDefault) pieces.push(`${value.name} ${option.name.toLowerCase()}`)
    if (option.name === 'Body') selection.bodyId = value.id
  }
  if (modded) {
    const rapid = catalog.options.find((o) => o.template === 'rapid-fire' && o.platforms.includes(platform.slug))
    const pack = catalog.packages.find((p) => p.platforms.includes(platform.slug))
    if (rapid && pack) {
      selection.options[`option_${rapid.id}`] = true
      selection.rapidEnabled = true
      selection.packages[`package_${pack.id}`] = true
      for (const mod of pack.mods) selection.mods[`mod_${mod}`] = true
      price += rapid.price + (pack.newPrice ?? pack.price)
      pieces.push(`Rapid Fire with the ${pack.name}`)
    }
  }
  const layers = new Map<Side, LayerRef[]>()
  for (const side of platform.sides) {
    const stack = [...(ids.baseLayers[platform.slug] ?? []), ...chosen.flatMap((id) => ids.valueLayers.get(id) ?? [])]
    layers.set(
      side,
      stack.filter((l) => l.side === side),
    )
  }
  return { selection, price, layers, pieces }
}

async function writeControllers(ctx: SeedContext, ids: CatalogIds, labels: number[]) {
  let n = 0
  for (const [pi, platform] of PLATFORM_SEEDS.entries()) {
    const kinds: Array<{ type: 'standard_controller' | 'modded_controller'; modded: boolean }> = [
      { type: 'standard_controller', modded: false },
      { type: 'modded_controller', modded: true },
      { type: pi % 2 ? 'modded_controller' : 'standard_controller', modded: pi % 2 === 1 },
    ]
    for (const [ki, kind] of kinds.entries()) {
      const theme = THEMES[(pi * 3 + ki) % THEMES.length]!
      const built = configure(ids, platform, theme, kind.modded)
      const modded = built.selection.rapidEnabled
      const name =
        platform.family === 'steam'
          ? `${platform.name} ${theme.title} Edition`
          : `${platform.name} ${theme.title} ${modded ? 'Modded' : 'Custom'} Controller`
      const slug = slugify(name)
      const images = await productShots(ctx, slug, name, built.layers)
      const coming = n % 10 === 4
      const soldOut = !coming && n % 8 === 6
      await upsert(
        ctx,
        'products',
        { slug: { equals: slug } },
        {
          name,
          slug,
          type: modded ? 'modded_controller' : 'standard_controller',
          platform: ids.platforms[platform.slug],
          price: built.price,
          oldPrice: n % 5 === 1 ? built.price + 1500 : null,
          listingText: `${platform.fullName} in ${theme.title}${modded ? ', with Rapid Fire mods' : ''}. Hand-built and tested in our workshop.`,
          description: richText([
            { p: `A ${platform.fullName} built to order in the ${theme.title} design.` },
            { ul: built.pieces.length ? built.pieces : ['Factory look with our quality check'] },
            {
              p: 'Every controller is assembled by hand, tested on the console and shipped with a 90-day workshop warranty.',
            },
          ]),
          images,
          brand: { label: 'Padforge', link: '/store' },
          condition: 'new',
          features: [
            {
              title: 'Design',
              items: built.pieces.slice(0, 4).length ? built.pieces.slice(0, 4) : ['Original colours'],
            },
            { title: 'Build', items: ['Hand-assembled', 'Console-tested', 'Ships in the original box'] },
          ],
          specificationGroups: [
            {
              group: 'General',
              specs: [
                { feature: 'Platform', value: platform.name },
                { feature: 'Connectivity', value: platform.family === 'steam' ? 'Handheld' : 'Wireless and USB' },
              ],
            },
            { group: 'Performance', specs: [{ feature: 'Rapid Fire', value: modded ? 'Yes' : 'No' }] },
            {
              group: 'Design and service',
              specs: [
                { feature: 'Theme', value: theme.title },
                { feature: 'Assembly', value: `${platform.assemblyDaysLabel} business days` },
                { feature: 'Warranty', value: '90-day workshop warranty' },
              ],
            },
          ],
          comparable: true,
          classifier: platform.classifier,
          shippingGroup: platform.family === 'steam' ? 'handheld' : 'controller',
          isConfigurable: true,
          custom: true,
          configuration: { selected: built.selection },
          label: n % 3 === 0 ? labels[n % labels.length] : null,
          status: coming ? 'coming' : 'active',
          inStock: !coming && !soldOut,
          availableQuantity: coming || soldOut ? 0 : 2 + (n % 9),
          featured: ki === 1 || (ki === 0 && pi < 4),
        },
      )
      n += 1
    }
  }
  return n
}

/** A controller's product shots, one per side, composed from its layers (named by the product: never shared). */
async function productShots(ctx: SeedContext, slug: string, name: string, layers: Map<Side, LayerRef[]>) {
  const images: Array<{ image: number }> = []
  for (const [side, stack] of layers) {
    const image = await ensureMedia(
      ctx,
      `product-${slug}-${side}-${layersKey(stack)}.webp`,
      `${name}, ${side} view`,
      () => composeProductShot(ctx, stack),
    )
    images.push({ image })
  }
  return images
}

/** The factory look: every option at its default value (a ready-made controller's pictures). */
const FACTORY: Theme = { title: 'Factory', parts: {} }

/**
 * Ready-made (standard, not configurable) controllers: sold as they are on /product/{slug}, with the Extended
 * Warranty of their platform offered in the 'Added to Cart' popup (docs/decisions.md, "Services for standard
 * products").
 */
const READY_MADE: Array<{ name: string; platform: string; price: number }> = [
  { name: 'DualSense Wireless Controller', platform: 'ps5', price: 6999 },
]

async function writeReadyMadeControllers(ctx: SeedContext, ids: CatalogIds) {
  for (const c of READY_MADE) {
    const platform = PLATFORM_SEEDS.find((p) => p.slug === c.platform)!
    const slug = slugify(c.name)
    // Its own pictures (issue 27, finding 17): the factory look, not another product's render.
    const images = await productShots(ctx, slug, c.name, configure(ids, platform, FACTORY, false).layers)
    await upsert(
      ctx,
      'products',
      { slug: { equals: slug } },
      {
        name: c.name,
        slug,
        type: 'standard_controller',
        platform: ids.platforms[platform.slug],
        price: c.price,
        listingText: `The ${platform.fullName} as it leaves the factory, checked in our workshop.`,
        description: richText([
          { p: `A factory-new ${platform.fullName}, checked in our workshop before it ships.` },
          { p: 'Add the 1-year Extended Warranty when you put it in your cart.' },
        ]),
        images,
        brand: { label: 'Padforge', link: '/store' },
        condition: 'new',
        features: [{ title: 'In the box', items: ['Controller', 'USB cable', 'Quick start guide'] }],
        specificationGroups: [{ group: 'General', specs: [{ feature: 'Platform', value: platform.name }] }],
        comparable: false,
        shippingGroup: 'controller',
        isConfigurable: false,
        custom: false,
        status: 'active',
        inStock: true,
        availableQuantity: 12,
        featured: false,
      },
    )
  }
  return READY_MADE.length
}

const ACCESSORIES: Array<{
  category: string
  name: string
  kind: AccessoryKind
  price: number
  accent: string
  brand: string
}> = [
  {
    category: 'cases-and-stands',
    name: 'Hard Shell Controller Travel Case',
    kind: 'case',
    price: 2499,
    accent: '#2563eb',
    brand: 'Padforge',
  },
  {
    category: 'cases-and-stands',
    name: 'Aluminium Controller Display Stand',
    kind: 'stand',
    price: 1999,
    accent: '#d4af37',
    brand: 'Padforge',
  },
  {
    category: 'cases-and-stands',
    name: 'Dual Controller Charging Dock',
    kind: 'dock',
    price: 2999,
    accent: '#22c55e',
    brand: 'VoltDock',
  },
  {
    category: 'controller-grips',
    name: 'Anti-Slip Grip Sleeves',
    kind: 'grips',
    price: 1299,
    accent: '#ef4444',
    brand: 'GripLab',
  },
  {
    category: 'controller-grips',
    name: 'Performance Thumb Grips (4-Pack)',
    kind: 'thumbgrips',
    price: 999,
    accent: '#f97316',
    brand: 'GripLab',
  },
  {
    category: 'controller-grips',
    name: 'Silicone Controller Skin',
    kind: 'sleeve',
    price: 1499,
    accent: '#8b5cf6',
    brand: 'GripLab',
  },
  {
    category: 'gaming-headsets',
    name: 'Wireless Surround Gaming Headset',
    kind: 'headset',
    price: 8999,
    accent: '#0ea5e9',
    brand: 'SoundForge',
  },
  {
    category: 'gaming-headsets',
    name: 'Wired Stereo Headset',
    kind: 'headset',
    price: 3999,
    accent: '#e11d48',
    brand: 'SoundForge',
  },
  {
    category: 'gaming-headsets',
    name: 'Low-Latency Gaming Earbuds',
    kind: 'earbuds',
    price: 5999,
    accent: '#14b8a6',
    brand: 'SoundForge',
  },
  {
    category: 'accessory-kits',
    name: 'Pro Stick Cap Kit',
    kind: 'kit',
    price: 1999,
    accent: '#f59e0b',
    brand: 'Padforge',
  },
  {
    category: 'accessory-kits',
    name: 'Controller Care Kit',
    kind: 'kit',
    price: 1599,
    accent: '#10b981',
    brand: 'Padforge',
  },
  {
    category: 'accessory-kits',
    name: 'Streamer Starter Kit',
    kind: 'kit',
    price: 4999,
    accent: '#6366f1',
    brand: 'Padforge',
  },
]

const VIEW_ALT: Record<AccessoryView, (name: string) => string> = {
  studio: (name) => name,
  detail: (name) => `${name}, close-up`,
  desk: (name) => `${name} on a dark desk`,
}

async function writeAccessories(ctx: SeedContext, categories: Record<string, number>) {
  for (const [i, a] of ACCESSORIES.entries()) {
    const slug = slugify(a.name)
    const images = []
    for (const view of ACCESSORY_VIEWS) {
      // The studio shot keeps its first name: it is the card picture of stores seeded before the other views.
      const file = view === 'studio' ? `product-${slug}.webp` : `product-${slug}-${view}.webp`
      images.push({
        image: await ensureMedia(ctx, file, VIEW_ALT[view](a.name), () => renderAccessory(a.kind, a.accent, view)),
      })
    }
    const details = ACCESSORY_DETAILS[a.kind]
    await upsert(
      ctx,
      'products',
      { slug: { equals: slug } },
      {
        name: a.name,
        slug,
        type: 'others',
        category: categories[a.category],
        price: a.price,
        oldPrice: i % 4 === 0 ? a.price + 500 : null,
        listingText: `${a.name} by ${a.brand}.`,
        description: richText([
          { p: `${a.name} by ${a.brand}. Fits every controller we sell.` },
          { p: `${details.highlights[0]}. Ships from our workshop in one business day.` },
        ]),
        images,
        brand: { label: a.brand, link: '/store' },
        condition: 'new',
        features: [
          { title: 'Highlights', items: [...details.highlights, 'Ships in 1 business day'] },
          { title: 'In the box', items: details.inTheBox },
        ],
        specificationGroups: [
          {
            group: 'General',
            specs: [
              { feature: 'Brand', value: a.brand },
              { feature: 'Model', value: a.name },
              { feature: 'Compatibility', value: details.compatibility },
            ],
          },
          {
            group: 'Physical',
            specs: [
              { feature: 'Material', value: details.material },
              { feature: 'Dimensions', value: details.dimensions },
              { feature: 'Weight', value: details.weight },
            ],
          },
        ],
        comparable: false,
        shippingGroup: a.kind === 'headset' || a.kind === 'dock' ? 'accessory-large' : 'accessory-small',
        status: 'active',
        inStock: i % 6 !== 5,
        availableQuantity: i % 6 !== 5 ? 10 + i : 0,
        featured: false,
      },
    )
  }
  return ACCESSORIES.length
}

/** Demo variation groups: each member's page links to the others (storefront.md section 3, Variation). */
const VARIATIONS: Array<{ name: string; members: string[] }> = [
  {
    name: 'Model',
    members: ['Wireless Surround Gaming Headset', 'Wired Stereo Headset', 'Low-Latency Gaming Earbuds'],
  },
  {
    name: 'Kit',
    members: ['Pro Stick Cap Kit', 'Controller Care Kit', 'Streamer Starter Kit', 'Performance Thumb Grips (4-Pack)'],
  },
]

/** Once every accessory exists: each member of a group lists the whole group, in order. */
async function writeVariations(ctx: SeedContext) {
  for (const group of VARIATIONS) {
    const slugs = group.members.map(slugify)
    const found = await ctx.payload.find({
      collection: 'products',
      where: { slug: { in: slugs } },
      depth: 0,
      pagination: false,
      select: { slug: true },
      overrideAccess: true, // the seed writes the demo store as the system, not as a user
    })
    const ids = slugs.flatMap((slug) => found.docs.find((d) => d.slug === slug)?.id ?? [])
    for (const id of ids)
      await ctx.payload.update({
        collection: 'products',
        id,
        data: { variations: [{ name: group.name, products: ids }] },
        depth: 0,
        overrideAccess: true, // the seed writes the demo store as the system, not as a user
      })
  }
}

/** Labels, categories and products; returns the categories' ids by slug (listing pages point at them). */
export async function writeProducts(ctx: SeedContext, ids: CatalogIds): Promise<Record<string, number>> {
  const labels: number[] = []
  for (const label of LABELS) labels.push((await upsert(ctx, 'labels', { name: { equals: label.name } }, label)).id)
  const categories: Record<string, number> = {}
  for (const [sort, c] of CATEGORIES.entries()) {
    categories[c.slug] = (await upsert(ctx, 'categories', { slug: { equals: c.slug } }, { ...c, sort })).id
  }
  const controllers = (await writeControllers(ctx, ids, labels)) + (await writeReadyMadeControllers(ctx, ids))
  const accessories = await writeAccessories(ctx, categories)
  await writeVariations(ctx)
  ctx.log(`products: ${controllers} controllers, ${accessories} accessories`)
  return categories
}
