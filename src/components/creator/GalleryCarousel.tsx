'use client'

import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { ChevronLeft, ChevronRight } from '@/components/icons'
import 'swiper/css'
import 'swiper/css/pagination'
import { type Banner, BannerButton } from './BannerButton'
import styles from './gallery.module.css'

/** Wide screens show three banners at a time (creator.md section 9: 3 per view at 1024 px and up, else 1). */
const BREAKPOINTS = { 1024: { slidesPerView: 3 } }

interface Props {
  banners: Banner[]
  onOpen: (banner: Banner) => void
}

/** The gallery's carousel (Swiper), in a module of its own so only a gallery near the viewport loads it. */
export function GalleryCarousel({ banners, onOpen }: Props) {
  return (
    <>
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
            <BannerButton banner={banner} onOpen={onOpen} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={styles.prev} aria-label="Previous banner">
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <button type="button" className={styles.next} aria-label="Next banner">
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </>
  )
}
