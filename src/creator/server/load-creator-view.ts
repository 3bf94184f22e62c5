import type { Payload } from 'payload'
import { optionMapsSchema } from '../../lib/option-maps'
import { PREVIEW_SIDES, type PreviewSide } from '../../lib/platforms'
import { imageOf } from '../../lib/relations'
import type { Media, OptionGroup } from '../../payload-types'
import type { CreatorGroup, CreatorView, LayerImage } from '../view'
import { findPlatform, loadCreatorCatalog } from './load-catalog'
import { loadNewerModel } from './load-newer-model'

const urlOf = (media: number | Media | null | undefined): string | null => imageOf(media)?.url ?? null

/**
 * Everything the creator page of a platform shows, read from Postgres: the engine catalog (with rules) plus
 * layer images, swatches, groups and texts. One call per page render; the result is plain JSON.
 */
export async function loadCreatorView(payload: Payload, slug: string): Promise<CreatorView> {
  const platform = await findPlatform(payload, slug, 1)
  const catalog = await loadCreatorCatalog(payload, platform)
  const optionIds = catalog.options.map((o) => o.id)
  // Stock is capped for shoppers afterwards (withPublicStock); the rest is public catalog.
  const common = { pagination: false, overrideAccess: true } as const
  const [values, options, groups, mods, packages, macros, newerModel] = await Promise.all([
    payload.find({
      collection: 'option-values',
      where: { option: { in: optionIds } },
      select: { layers: true, color: true, tooltip: true },
      depth: 1,
      ...common,
    }),
    payload.find({
      collection: 'options',
      where: { id: { in: optionIds } },
      select: { description: true, group: true, sort: true, template: true, maps: true, banners: true },
      // Populates the banner images (and the group, read by id below).
      depth: 1,
      ...common,
    }),
    payload.find({
      collection: 'option-groups',
      where: { and: [{ platform: { equals: platform.id } }, { hidden: { not_equals: true } }] },
      sort: 'sort',
      depth: 0,
      ...common,
    }),
    payload.find({ collection: 'mods', where: { id: { in: catalog.mods.map((m) => m.id) } }, depth: 0, ...common }),
    payload.find({
      collection: 'packages',
      where: { id: { in: catalog.packages.map((p) => p.id) } },
      depth: 0,
      ...common,
    }),
    payload.find({ collection: 'macros', where: { id: { in: catalog.macros.map((m) => m.id) } }, depth: 0, ...common }),
    loadNewerModel(payload, platform),
  ])

  const layers: Record<number, LayerImage[]> = {}
  const swatches: Record<number, string> = {}
  const tooltips: Record<number, string> = {}
  for (const value of values.docs) {
    const images = (value.layers ?? []).flatMap((layer) => {
      const url = urlOf(layer.image)
      return url ? [{ side: layer.side as PreviewSide, zIndex: layer.zIndex, url }] : []
    })
    if (images.length) layers[value.id] = images
    if (value.color) swatches[value.id] = value.color
    if (value.tooltip) tooltips[value.id] = value.tooltip
  }

  const descriptions: Record<number, string> = {}
  const banners: CreatorView['banners'] = {}
  const optionsByGroup = new Map<number, number[]>()
  const services: number[] = []
  for (const option of [...options.docs].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)) {
    if (option.description) descriptions[option.id] = option.description
    const gallery = (option.banners ?? []).flatMap(({ image }) => {
      const url = urlOf(image)
      return url && typeof image === 'object' ? [{ url, alt: image.alt ?? '' }] : []
    })
    if (gallery.length) banners[option.id] = gallery
    if (option.template === 'service') {
      services.push(option.id)
      continue
    }
    const groupId = typeof option.group === 'number' ? option.group : (option.group?.id ?? null)
    if (groupId !== null) optionsByGroup.set(groupId, [...(optionsByGroup.get(groupId) ?? []), option.id])
  }
  const subPickers: CreatorView['subPickers'] = {}
  for (const option of options.docs) {
    const maps = optionMapsSchema.safeParse(option.maps ?? {})
    const trigger = maps.success ? maps.data.trigger : undefined
    if (!trigger?.mechanicalTriggerId || !trigger.gripGroups?.length) continue
    const groups = trigger.gripGroups
    const target = catalog.options.find((o) => o.values.some((v) => v.group && groups.includes(v.group)))
    if (target) subPickers[option.id] = { valueId: trigger.mechanicalTriggerId, optionId: target.id, groups }
  }
  const toGroup = (g: OptionGroup): CreatorGroup => ({
    id: g.id,
    name: g.name,
    header: g.header || g.name,
    category: g.category?.trim() || 'Options',
    description: g.description ?? null,
    tooltip: g.tooltip ?? null,
    open: Boolean(g.checked),
    options: optionsByGroup.get(g.id) ?? [],
  })

  const addonDescriptions: Record<string, string> = {}
  for (const [prefix, docs] of [
    ['mod', mods.docs],
    ['package', packages.docs],
    ['macro', macros.docs],
  ] as const) {
    for (const doc of docs) if (doc.description) addonDescriptions[`${prefix}_${doc.id}`] = doc.description
  }

  const base: CreatorView['base'] = {}
  for (const entry of platform.previewBase ?? []) {
    const url = urlOf(entry.image)
    if (url) base[entry.side as PreviewSide] = url
  }

  return {
    platform: {
      id: platform.id,
      slug,
      name: platform.name,
      fullName: platform.fullName || platform.name,
      basePrice: platform.basePrice,
      oldPrice: platform.oldPrice ?? null,
      sides: PREVIEW_SIDES.filter((side) => platform.previewSides.includes(side)),
      assemblyLabel: platform.assembly?.daysLabel?.trim() || '5',
      hardwares: (platform.hardwares ?? []).map((h) => ({ key: h.key, name: h.name, stock: h.stock ?? 0 })),
    },
    catalog,
    base,
    layers,
    swatches,
    tooltips,
    groups: groups.docs.map(toGroup).filter((g) => g.options.length > 0),
    descriptions,
    banners,
    services,
    subPickers,
    addonDescriptions,
    newerModel,
  }
}
