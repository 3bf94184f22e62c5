'use client'

import { X } from '@/components/icons'
import { useModal } from '@/components/modal/use-modal'
import { Picture } from '@/components/Picture'
import type { Banner } from './BannerButton'
import styles from './gallery.module.css'

/** A gallery banner full size in a modal dialog (loaded on first use, src/components/creator/lazy-parts.tsx). */
export function BannerDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const ref = useModal()
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={banner.alt}
      onCancel={(event) => {
        // Escape: React unmounts the dialog (useModal closes it).
        event.preventDefault()
        onClose()
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        <X size={20} aria-hidden="true" />
      </button>
      <figure className={styles.figure}>
        <Picture src={banner.url} alt={banner.alt} width={1200} height={640} sizes="(max-width: 1000px) 100vw, 960px" />
        <figcaption>{banner.alt}</figcaption>
      </figure>
    </dialog>
  )
}
