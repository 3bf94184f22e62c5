'use client'

import { X } from 'lucide-react'
import { type ComponentType, useEffect, useState } from 'react'
import { Picture } from '../../components/Picture'
import { GALLERY_MIN_BANNERS } from '../view'
import styles from './gallery.module.css'
import { BANNER_SIZES, type Banner } from './gallery-types'
import { useModal } from './use-modal'
import { useNearViewport } from './use-near-viewport'

type Carousel = ComponentType<{ banners: Banner[]; onOpen: (banner: Banner) => void }>

/**
 * The carousel (Swiper) once a gallery comes near the viewport, else null: most shoppers never scroll to one, and a
 * phone's first screen should not wait for the library.
 */
function useCarousel(near: boolean): Carousel | null {
  const [carousel, setCarousel] = useState<Carousel | null>(null)
  useEffect(() => {
    if (!near) return
    let current = true
    import('./GalleryCarousel').then((m) => {
      if (current) setCarousel(() => m.GalleryCarousel)
    })
    return () => {
      current = false
    }
  }, [near])
  return carousel
}

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
  const GalleryCarousel = useCarousel(near)
  if (!banners || banners.length < GALLERY_MIN_BANNERS) return null
  return (
    <section className={styles.gallery} aria-label={`${title} gallery`}>
      <h3 className={styles.title}>Gallery</h3>
      <div className={styles.frame} ref={frameRef}>
        {GalleryCarousel ? (
          <GalleryCarousel banners={banners} onOpen={setOpen} />
        ) : (
          <ul className={styles.standIn}>
            {banners.slice(0, 3).map((banner) => (
              <li key={banner.url}>
                <button type="button" className={styles.slide} onClick={() => setOpen(banner)}>
                  <Picture src={banner.url} alt={banner.alt} width={1200} height={640} sizes={BANNER_SIZES} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open && <BannerDialog banner={open} onClose={() => setOpen(null)} />}
    </section>
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
