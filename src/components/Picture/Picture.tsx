import type { ImgHTMLAttributes } from 'react'
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES, isOptimizable } from '@/lib/media-url'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string
  alt: string
  /** The file's own size in pixels: the `<img>` keeps its aspect ratio while it loads. */
  width: number
  height: number
  /**
   * The widest the picture is ever shown, in CSS pixels, when `sizes` cannot say it (a grid's cards): `srcset` then
   * stops at the first width that covers it on a 2x screen instead of offering files up to 1920 pixels.
   */
  largest?: number
}

const ALL_SIZES = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b)
const SMALLEST_SCREEN = Math.min(...IMAGE_DEVICE_SIZES)

/** The optimizer's address for one width of a picture (what next/image's default loader writes). */
const optimized = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`

/**
 * The widths offered in `srcset`, chosen as next/image chooses them: with `sizes` in viewport widths, every width from
 * the smallest share of the smallest screen up; with other `sizes`, every width; without `sizes`, 1x and 2x of the
 * shown width (`x` descriptors).
 */
function widthsFor(width: number, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
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
 * The same attributes as next/image's `getImageProps` writes for these props (tests/unit/lib/picture.test.ts compares
 * them), without its code: the creator's stage calls this in the browser, and next/image's helpers weigh ~5 kB
 * compressed there.
 */
export function pictureProps({
  src,
  width,
  height,
  sizes,
  largest,
  loading,
  decoding = 'async',
  style,
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
  const { widths: offered, kind } = widthsFor(width, sizes)
  const enough = largest && kind === 'w' ? offered.findIndex((w) => w >= largest * 2) : -1
  const widths = enough < 0 ? offered : offered.slice(0, enough + 1)
  return {
    ...attributes,
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${optimized(src, w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: optimized(src, widths.at(-1) as number),
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
