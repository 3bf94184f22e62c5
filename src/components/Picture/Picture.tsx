import { getImageProps, type ImageProps } from 'next/image'
import { isOptimizable } from '@/lib/media-url'

type Props = Omit<ImageProps, 'src' | 'loader' | 'placeholder' | 'blurDataURL'> & { src: string }

/**
 * The `<img>` attributes for a picture at the size it is shown: our own uploads and composed previews get a `srcset` of
 * WebP files of the widths the layout needs, resized by Next's optimizer (next.config.ts `images`); any other address
 * (an old basket's absolute URL, an external CDN) is used as it is.
 */
export function pictureProps({ src, ...rest }: Props) {
  return getImageProps({ src, unoptimized: !isOptimizable(src), ...rest }).props
}

/**
 * An `<img>` from `pictureProps`: a plain element, so no client component and no JavaScript for the browser to load.
 * Lazy unless `loading="eager"` says otherwise.
 */
export function Picture({ onLoad, ...rest }: Props) {
  // biome-ignore lint/a11y/useAltText: alt is in the props (required by ImageProps)
  return <img {...pictureProps(rest)} onLoad={onLoad} />
}
