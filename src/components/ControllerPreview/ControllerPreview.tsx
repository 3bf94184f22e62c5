'use client'

import clsx from 'clsx'
import { Picture } from '@/components/Picture'
import type { PreviewImage } from '@/storefront/preview'
import styles from './ControllerPreview.module.css'

interface Props {
  image: PreviewImage
  /** How wide the picture is shown, as an `<img sizes>` value: the browser picks the file of that width. */
  sizes: string
  /** The page's main picture (LCP): loaded first and at once; the rest load as they near the viewport. */
  priority?: boolean
  /** Inside a link or card that already names the platform, the picture is decorative (empty alt). */
  decorative?: boolean
  className?: string
}

/**
 * A controller picture: the server-composed image of a build (all its layers in one WebP), served by next/image at
 * the width it is shown, in a 5:4 box so nothing moves while it loads. A client component: a page's React payload
 * carries the image's data, not an `<img>` with every width's address (the home hero's, about 1.5 kB).
 */
export function ControllerPreview({ image, sizes, priority = false, decorative = false, className }: Props) {
  return (
    <div className={clsx(styles.box, className)}>
      <Picture
        src={image.url}
        alt={decorative ? '' : image.alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={styles.picture}
      />
    </div>
  )
}
