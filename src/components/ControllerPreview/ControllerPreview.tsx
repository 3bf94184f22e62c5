import clsx from 'clsx'
import type { PreviewStack } from '@/server/storefront/preview'
import styles from './ControllerPreview.module.css'

interface Props {
  stack: PreviewStack
  /** Above-the-fold previews load eagerly; the rest lazily. */
  priority?: boolean
  /** Inside a link or card that already names the platform, the picture is decorative (empty alt). */
  decorative?: boolean
  className?: string
}

/**
 * A controller picture built from aligned 1000×800 transparent layers: the base image (its alt text describes
 * the picture) with the part layers stacked above it in zIndex order (decorative, empty alt).
 */
export function ControllerPreview({ stack, priority = false, decorative = false, className }: Props) {
  const loading = priority ? 'eager' : 'lazy'
  return (
    <div className={clsx(styles.box, className)}>
      {stack.base && (
        <img
          src={stack.base.url}
          alt={decorative ? '' : stack.base.alt}
          width={stack.base.width ?? 1000}
          height={stack.base.height ?? 800}
          loading={loading}
          decoding="async"
          className={styles.layer}
        />
      )}
      {stack.layers.map((layer) => (
        <img
          // Layers of one side never repeat an image.
          key={layer.url}
          src={layer.url}
          alt=""
          width={layer.width ?? 1000}
          height={layer.height ?? 800}
          loading={loading}
          decoding="async"
          className={styles.layer}
        />
      ))}
    </div>
  )
}
