'use client'

import { X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Picture } from '../../components/Picture'
import { GALLERY_MIN_BANNERS } from '../view'
import { type Banner, BannerButton } from './BannerButton'
import styles from './gallery.module.css'
import { useModal } from './use-modal'
import { useNearViewport } from './use-near-viewport'

// The carousel (Swiper) in a chunk of its own, loaded once a gallery comes near the viewport: most shoppers never
// scroll to one, and a phone's first screen should not wait for the library.
const GalleryCarousel = lazy(() => import('./GalleryCarousel').then((m) => ({ default: m.GalleryCarousel })))

interface Props {
  /** The option the banners show (for the carousel's label). */
  title: string
  banners: Banner[] | undefined
}

/**
 * The 'Gallery' under a variation list: a carousel of the option's banners; a banner opens full size. Until the
 * carousel has loaded, the first banners stand in its place at its size (1 per view, 3 from 1024 px).
 */
export function Gallery({ title, banners }: Props) {
  const [open, setOpen] = useState<Banner | null>(null)
  const [frameRef, near] = useNearViewport<HTMLDivElement>()
  if (!banners || banners.length < GALLERY_MIN_BANNERS) return null
  return (
    <section className={styles.gallery} aria-label={`${title} gallery`}>
      <h3 className={styles.title}>Gallery</h3>
      <div className={styles.frame} ref={frameRef}>
        {near ? (
          <Suspense fallback={<StandIn banners={banners} onOpen={setOpen} />}>
            <GalleryCarousel banners={banners} onOpen={setOpen} />
          </Suspense>
        ) : (
          <StandIn banners={banners} onOpen={setOpen} />
        )}
      </div>
      {open && <BannerDialog banner={open} onClose={() => setOpen(null)} />}
    </section>
  )
}

/** The first banners in the carousel's place, at its size, until its code has loaded. */
function StandIn({ banners, onOpen }: { banners: Banner[]; onOpen: (banner: Banner) => void }) {
  return (
    <ul className={styles.standIn}>
      {banners.slice(0, 3).map((banner) => (
        <li key={banner.url}>
          <BannerButton banner={banner} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  )
}

function BannerDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
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
