'use client'

import { lazy, Suspense, useState } from 'react'
import { GALLERY_MIN_BANNERS } from '@/creator/view'
import { type Banner, BannerButton } from './BannerButton'
import styles from './gallery.module.css'
import { BannerDialog } from './lazy-banner'
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
      {open && (
        <Suspense fallback={null}>
          <BannerDialog banner={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
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
