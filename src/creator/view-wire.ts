/**
 * The creator's view as the page sends it to the browser. Next writes a client component's props into the page twice
 * (rendered HTML and its inline payload), and most of a platform's catalog is option values whose flags and sale
 * prices are at their usual values, and layer images. `packView` leaves the usual values out, with each value's option
 * id (its parent says it), and writes each layer as a triple with our own uploads by file name; `unpackView` puts them
 * back, so the browser's view equals the server's (issue 32: a lighter creator document).
 */
import { MEDIA_FILE_PATH } from '../lib/media-url'
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

export type PackedValue = Omit<CatalogValue, DefaultedKey | 'optionId' | 'tags' | 'sort'> &
  Partial<Pick<CatalogValue, DefaultedKey | 'tags' | 'sort'>>
export type PackedOption = Omit<CatalogOption, 'values'> & { values: PackedValue[] }
/** A layer as [side, zIndex, url], an upload's url as its file name (no `/`, no scheme: see `packUrl`). */
export type PackedLayer = [PreviewSide, number, string]
export type PackedView = Omit<CreatorView, 'catalog' | 'layers'> & {
  catalog: Omit<CreatorView['catalog'], 'options'> & { options: PackedOption[] }
  layers: Record<number, PackedLayer[]>
}

const mapValues = <A, B>(record: Record<number, A>, f: (a: A) => B): Record<number, B> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]))

/** `sort` is left out where it is one more than the value's before it (0 before the first): values come in order. */
function packValues(values: CatalogValue[]): PackedValue[] {
  let before = 0
  return values.map(({ optionId: _parent, ...value }) => {
    const packed: Record<string, unknown> = { ...value }
    for (const key of DEFAULTED) if (packed[key] === VALUE_DEFAULTS[key]) delete packed[key]
    if (value.tags.length === 0) delete packed.tags
    if (value.sort === before + 1) delete packed.sort
    before = value.sort
    return packed as PackedValue
  })
}

function unpackValues(values: PackedValue[], optionId: number): CatalogValue[] {
  let before = 0
  return values.map((value) => {
    const sort = value.sort ?? before + 1
    before = sort
    return { ...VALUE_DEFAULTS, ...value, optionId, tags: value.tags ?? [], sort }
  })
}

/** An upload on this site by its file name (file names hold no `/`); any other address as it is (it has one). */
const packUrl = (url: string) => (url.startsWith(MEDIA_FILE_PATH) ? url.slice(MEDIA_FILE_PATH.length) : url)
const unpackUrl = (url: string) => (url.includes('/') ? url : `${MEDIA_FILE_PATH}${url}`)

export const packView = (view: CreatorView): PackedView => ({
  ...view,
  layers: mapValues(view.layers, (layers) => layers.map((l): PackedLayer => [l.side, l.zIndex, packUrl(l.url)])),
  catalog: {
    ...view.catalog,
    options: view.catalog.options.map((option) => ({ ...option, values: packValues(option.values) })),
  },
})

export const unpackView = (packed: PackedView): CreatorView => ({
  ...packed,
  layers: mapValues(packed.layers, (layers) =>
    layers.map(([side, zIndex, url]): LayerImage => ({ side, zIndex, url: unpackUrl(url) })),
  ),
  catalog: {
    ...packed.catalog,
    options: packed.catalog.options.map((option) => ({
      ...option,
      values: unpackValues(option.values, option.id),
    })),
  },
})
