import { getImageProps, type ImageProps } from 'next/image'
import { isOptimizable } from '@/lib/media-url'

type Props = Omit<ImageProps, 'src' | 'loader' | 'placeholder' | 'blurDataURL'> & { src: string }

/**
 * An `<img>` at the size it is shown: our own uploads and composed previews get a `srcset` of WebP files of the widths
 * the layout needs, resized by Next's optimizer (next.config.ts `images`); any other address (an old basket's absolute
 * URL, an external CDN) is shown as it is. Built with `getImageProps`, so it is a plain element: no client component,
 * no JavaScript for the browser to load. Lazy unless `loading="eager"` or `preload` says otherwise.
 */
export function Picture({ src, onLoad, ...rest }: Props) {
  const { props } = getImageProps({ src, unoptimized: !isOptimizable(src), ...rest })
  // biome-ignore lint/a11y/useAltText: alt is in props (required by ImageProps)
  return <img {...props} onLoad={onLoad} />
}
