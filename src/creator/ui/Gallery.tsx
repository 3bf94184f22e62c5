'use client'

import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useState } from 'react'
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { GALLERY_MIN_BANNERS } from '../view'
import styles from './gallery.module.css'
import { useModal } from './use-modal'

interface Banner {
  url: string
  alt: string
}

interface Props {
  /** The option the banners show (for the carousel's label). */
  title: string
  banners: Banner[] | undefined
}

/** Wide screens show three banners at a time (creator.md section 9: 3 per view at 1024 px and up, else 1). */
const BREAKPOINTS = { 1024: { slidesPerView: 3 } }

/** The 'Gallery' under a variation list: a carousel of the option's banners; a banner opens full size. */
export function Gallery({ title, banners }: Props) {
  const [open, setOpen] = useState<Banner | null>(null)
  if (!banners || banners.length < GALLERY_MIN_BANNERS) return null
  return (
    <section className={styles.gallery} aria-label={`${title} gallery`}>
      <h3 className={styles.title}>Gallery</h3>
      <div className={styles.frame}>
        <Swiper
          modules={[A11y, Keyboard, Navigation, Pagination]}
          slidesPerView={1}
          spaceBetween={10}
          breakpoints={BREAKPOINTS}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ prevSlideMessage: 'Previous banner', nextSlideMessage: 'Next banner' }}
          navigation={{ prevEl: `.${styles.prev}`, nextEl: `.${styles.next}` }}
          pagination={{ clickable: true }}
          className={styles.swiper}
        >
          {banners.map((banner) => (
            <SwiperSlide key={banner.url}>
              <button type="button" className={styles.slide} onClick={() => setOpen(banner)}>
                <img src={banner.url} alt={banner.alt} width={1200} height={640} loading="lazy" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
        <button type="button" className={styles.prev} aria-label="Previous banner">
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <button type="button" className={styles.next} aria-label="Next banner">
          <ChevronRight size={18} aria-hidden="true" />
        </button>
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
        <img src={banner.url} alt={banner.alt} width={1200} height={640} />
        <figcaption>{banner.alt}</figcaption>
      </figure>
    </dialog>
  )
}
