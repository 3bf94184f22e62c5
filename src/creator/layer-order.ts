/**
 * Which layer images the creator fetches ahead, and in what order (issue 32): after the preview has painted, the
 * layers of the side on show first, group by group in creator order, then the other sides; a group the shopper points
 * at (hover, focus, open) goes to the front. Pure: no DOM, unit tested.
 */
import type { PreviewSide } from '../lib/platforms'
import type { CatalogIndex } from './catalog'
import type { CreatorView } from './view'

/** The value ids a group offers, its options in creator order. */
export function groupValueIds(view: CreatorView, index: CatalogIndex, groupId: number): number[] {
  const group = view.groups.find((g) => g.id === groupId)
  if (!group) return []
  return group.options.flatMap((id) => index.options.get(id)?.values.map((v) => v.id) ?? [])
}

/** The layer URLs of these values, those of `side` first, each once. */
export function layerUrls(view: CreatorView, valueIds: readonly number[], side: PreviewSide): string[] {
  const layers = valueIds.flatMap((id) => view.layers[id] ?? [])
  const onSide = layers.filter((l) => l.side === side).map((l) => l.url)
  const elsewhere = layers.filter((l) => l.side !== side).map((l) => l.url)
  return [...new Set([...onSide, ...elsewhere])]
}

/** Every layer of the platform in the order it is fetched ahead: group by group, the side on show first. */
export function warmOrder(view: CreatorView, index: CatalogIndex, side: PreviewSide): string[] {
  const grouped = view.groups.flatMap((g) => groupValueIds(view, index, g.id))
  const rest = Object.keys(view.layers)
    .map(Number)
    .filter((id) => !grouped.includes(id))
  return layerUrls(view, [...grouped, ...rest], side)
}
