/**
 * What the creator page needs besides the engine's catalog: pictures, swatches, groups and texts. Plain,
 * serialisable data embedded in the server-rendered page (and served by GET /api/creator/data/{platform}).
 */
import type { PreviewSide } from '../lib/platforms'
import type { CreatorCatalog } from './catalog'
import type { NewerModel } from './newer-model'

export interface LayerImage {
  side: PreviewSide
  zIndex: number
  url: string
}

export interface CreatorGroup {
  id: number
  name: string
  header: string
  category: string
  description: string | null
  tooltip: string | null
  /** Open when the page loads. */
  open: boolean
  /** Options of the group, in creator order. */
  options: number[]
}

export interface CreatorView {
  platform: {
    id: number
    slug: string
    name: string
    fullName: string
    basePrice: number
    oldPrice: number | null
    sides: PreviewSide[]
    /** Assembly time label, e.g. '3 - 5' business days. */
    assemblyLabel: string
    /** Base hardware kept in inventory (platform_hardwares of creator.md section 7). */
    hardwares: Array<{ key: string; name: string; stock: number }>
  }
  catalog: CreatorCatalog
  /** Image drawn under every configuration, per side. */
  base: Partial<Record<PreviewSide, string>>
  /** Layer images of each value, by value id. */
  layers: Record<number, LayerImage[]>
  /** Swatch colours by value id. */
  swatches: Record<number, string>
  /** Tooltips by value id. */
  tooltips: Record<number, string>
  groups: CreatorGroup[]
  /** Option descriptions by option id. */
  descriptions: Record<number, string>
  /** Gallery banners by option id (the page shows the carousel from GALLERY_MIN_BANNERS on). */
  banners: Record<number, Array<{ url: string; alt: string }>>
  /** Service options (Same Day Assembly, Extended Warranty), offered next to the price. */
  services: number[]
  /**
   * Trigger grids with a sub-picker (the option's `trigger` map): while `valueId` is chosen, the values of
   * `optionId` in `groups` are offered under 'Please select Performance Grip Panels from available designs:'.
   */
  subPickers: Record<number, { valueId: number; optionId: number; groups: string[] }>
  /** Descriptions of mods, packages and macros, by `mod_{id}` / `package_{id}` / `macro_{id}`. */
  addonDescriptions: Record<string, string>
  /** A newer model of this controller the page points to while it is in stock (PS4 → PS5). */
  newerModel: NewerModel
}

/** creator.md section 9: 'Carousel needs at least 3 banners'. */
export const GALLERY_MIN_BANNERS = 3

/** The layers of a configuration for one side, bottom first: the base, then the chosen values by zIndex. */
export function stackOf(view: CreatorView, chosenValueIds: number[], side: PreviewSide): string[] {
  const layers = chosenValueIds
    .flatMap((id) => view.layers[id] ?? [])
    .filter((layer) => layer.side === side)
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((layer) => layer.url)
  const base = view.base[side]
  return base ? [base, ...layers] : layers
}
