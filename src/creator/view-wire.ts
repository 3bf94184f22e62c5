/**
 * The creator's view as the page sends it to the browser. Next writes a client component's props into the page twice
 * (rendered HTML and its inline payload), and most of a platform's catalog is option values whose flags and sale
 * prices are at their usual values, and layer images. `packView` leaves the usual values out, with each value's option
 * id (its parent says it), and writes each layer as a triple; `unpackView` puts them back, so the browser's view
 * equals the server's (issue 32: a lighter creator document).
 */
import type { PreviewSide } from '../lib/platforms'
import type { CatalogOption, CatalogValue } from './catalog'
import type { CreatorView, LayerImage } from './view'

/** The fields of a value left out while they hold these values. */
const VALUE_DEFAULTS = {
  group: null,
  newPrice: null,
  oldPrice: null,
  isDefault: false,
  isDisabled: false,
  isUnavailable: false,
  isFeatured: false,
} as const satisfies Partial<CatalogValue>

type DefaultedKey = keyof typeof VALUE_DEFAULTS
const DEFAULTED = Object.keys(VALUE_DEFAULTS) as DefaultedKey[]

export type PackedValue = Omit<CatalogValue, DefaultedKey | 'optionId' | 'tags'> &
  Partial<Pick<CatalogValue, DefaultedKey | 'tags'>>
export type PackedOption = Omit<CatalogOption, 'values'> & { values: PackedValue[] }
/** A layer as [side, zIndex, url]. */
export type PackedLayer = [PreviewSide, number, string]
export type PackedView = Omit<CreatorView, 'catalog' | 'layers'> & {
  catalog: Omit<CreatorView['catalog'], 'options'> & { options: PackedOption[] }
  layers: Record<number, PackedLayer[]>
}

const mapValues = <A, B>(record: Record<number, A>, f: (a: A) => B): Record<number, B> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]))

function packValue({ optionId: _parent, ...value }: CatalogValue): PackedValue {
  const packed: Record<string, unknown> = { ...value }
  for (const key of DEFAULTED) if (packed[key] === VALUE_DEFAULTS[key]) delete packed[key]
  if (value.tags.length === 0) delete packed.tags
  return packed as PackedValue
}

const unpackValue = (value: PackedValue, optionId: number): CatalogValue => ({
  ...VALUE_DEFAULTS,
  ...value,
  optionId,
  tags: value.tags ?? [],
})

export const packView = (view: CreatorView): PackedView => ({
  ...view,
  layers: mapValues(view.layers, (layers) => layers.map((l): PackedLayer => [l.side, l.zIndex, l.url])),
  catalog: {
    ...view.catalog,
    options: view.catalog.options.map((option) => ({ ...option, values: option.values.map(packValue) })),
  },
})

export const unpackView = (packed: PackedView): CreatorView => ({
  ...packed,
  layers: mapValues(packed.layers, (layers) =>
    layers.map(([side, zIndex, url]): LayerImage => ({ side, zIndex, url })),
  ),
  catalog: {
    ...packed.catalog,
    options: packed.catalog.options.map((option) => ({
      ...option,
      values: option.values.map((value) => unpackValue(value, option.id)),
    })),
  },
})
