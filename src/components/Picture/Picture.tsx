import type { ImgHTMLAttributes } from 'react'
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES, isOptimizable, optimizedUrl } from '@/lib/media-url'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string
  alt: string
  /** The file's own size in pixels: the `<img>` keeps its aspect ratio while it loads. */
  width: number
  height: number
  /**
   * The file's real width, when known: `srcset` offers no width past the first that covers it (the optimizer never
   * enlarges, so wider entries would be the same picture at more addresses in the page).
   */
  fileWidth?: number
}

const ALL_SIZES = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b)
const SMALLEST_SCREEN = Math.min(...IMAGE_DEVICE_SIZES)
const LARGEST_SCREEN = Math.max(...IMAGE_DEVICE_SIZES)

/** One `sizes` entry we can read: an optional `(max-width: Npx)` and a length in `vw` or `px`. */
const ENTRY = /^(?:\(max-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(vw|px)$/

/**
 * The narrowest and widest a picture is shown, in CSS pixels, from its `sizes` (screens from 360 to 1920 pixels wide),
 * or null when `sizes` says it in another way (min-width, calc, em).
 */
export function shownWidths(sizes: string): { least: number; most: number } | null {
  let least = Number.POSITIVE_INFINITY
  let most = 0
  let screen = SMALLEST_SCREEN
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const match = ENTRY.exec(entry)
    if (!match) return null
    const [, below, amount, unit] = match
    const upTo = below ? Number(below) : LARGEST_SCREEN
    const [from, to] =
      unit === 'px' ? [Number(amount), Number(amount)] : [screen, upTo].map((w) => (w * Number(amount)) / 100)
    least = Math.min(least, from as number)
    most = Math.max(most, to as number)
    if (!below) break
    screen = upTo + 1
  }
  return most > 0 ? { least, most } : null
}

/**
 * The widths offered in `srcset`. With `sizes` we can read: from the first width that covers the narrowest the picture
 * is shown up to the first that covers its widest on a 2x screen, and for a picture shown at one size just those two (a
 * 160 px thumbnail offers 160 and 360, not every width up to 1920: each one is an address in the page, twice). With other `sizes`, as next/image chooses them: every
 * width from the smallest share of the smallest screen up. Without `sizes`, 1x and 2x of the shown width (`x`
 * descriptors).
 */
function widthsFor(
  width: number,
  sizes: string | undefined,
  fileWidth?: number,
): { widths: number[]; kind: 'w' | 'x' } {
  const found = offeredWidths(width, sizes)
  if (!fileWidth || found.kind === 'x') return found
  const covering = found.widths.findIndex((w) => w >= fileWidth)
  return covering < 0 ? found : { widths: found.widths.slice(0, covering + 1), kind: 'w' }
}

function offeredWidths(width: number, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shown = shownWidths(sizes)
    if (shown) {
      const from = ALL_SIZES.findIndex((s) => s >= shown.least)
      const to = ALL_SIZES.findIndex((s) => s >= shown.most * 2)
      const widths = ALL_SIZES.slice(from < 0 ? -1 : from, to < 0 ? undefined : to + 1)
      // Shown at one size: the widths for 1x and 2x screens only (the ones between are a 1.5x screen's, which takes 2x).
      const fixed = shown.least === shown.most
      return { widths: fixed ? widths.filter((_, i) => i === 0 || i === widths.length - 1) : widths, kind: 'w' }
    }
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]))
    if (shares.length === 0) return { widths: ALL_SIZES, kind: 'w' }
    const smallest = Math.min(...shares) * 0.01
    return { widths: ALL_SIZES.filter((s) => s >= SMALLEST_SCREEN * smallest), kind: 'w' }
  }
  const pick = (w: number) => ALL_SIZES.find((s) => s >= w) ?? (ALL_SIZES.at(-1) as number)
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' }
}

/**
 * The `<img>` attributes for a picture at the size it is shown: our own uploads and composed previews get a `srcset` of
 * WebP files of the widths the layout needs, resized by Next's optimizer (next.config.ts `images`); any other address
 * (an old basket's absolute URL, an external CDN, an SVG) is used as it is.
 *
 * The same attributes as next/image's `getImageProps` writes for these props, but a `srcset` bounded by `sizes`
 * (tests/unit/lib/picture.test.ts compares them), without its code: the creator's stage calls this in the browser, and next/image's helpers weigh ~5 kB
 * compressed there.
 */
export function pictureProps({
  src,
  width,
  height,
  sizes,
  loading,
  decoding = 'async',
  style,
  fileWidth,
  ...rest
}: Props): ImgHTMLAttributes<HTMLImageElement> & { src: string } {
  const attributes = {
    ...rest,
    loading: loading ?? 'lazy',
    width,
    height,
    decoding,
    style: { color: 'transparent', ...style },
  }
  const svg = src.split('?', 1)[0]?.endsWith('.svg') ?? false
  if (!isOptimizable(src) || svg) return { ...attributes, src }
  const { widths, kind } = widthsFor(width, sizes, fileWidth)
  return {
    ...attributes,
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${optimizedUrl(src, w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: optimizedUrl(src, widths.at(-1) as number),
  }
}

/**
 * An `<img>` from `pictureProps`: a plain element, so no client component and no JavaScript for the browser to load.
 * Lazy unless `loading="eager"` says otherwise.
 */
export function Picture(props: Props) {
  // biome-ignore lint/a11y/useAltText: alt is in the props (required)
  return <img {...pictureProps(props)} />
}
