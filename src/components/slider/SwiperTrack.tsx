'use client'

import type { ReactElement } from 'react'
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { ARTICLE_PAGE, SLIDER_AUTOPLAY_MS, SLIDER_PAGE } from './rules'
import styles from './Slider.module.css'

/** Fewer at a time on narrower screens (phones at most 700 px, tablets to 1025 px); the strip's CSS says the same. */
const PRODUCT_BREAKPOINTS = { 0: { slidesPerView: 2 }, 701: { slidesPerView: 4 }, 1026: { slidesPerView: SLIDER_PAGE } }
/** Articles are wider: 1, 2 then 3 at a time. */
const ARTICLE_BREAKPOINTS = {
  0: { slidesPerView: 1.15 },
  701: { slidesPerView: 2 },
  1026: { slidesPerView: ARTICLE_PAGE },
}

export interface SwiperTrackProps {
  /** The slider's id: its arrows carry `${id}-prev` and `${id}-next`. */
  id: string
  title: string
  kind: 'products' | 'articles'
  slides: ReactElement[]
  /** More slides than a page: autoplay and arrows. */
  moving: boolean
  /** The slide the strip had been scrolled to before Swiper took over. */
  initialSlide: number
}

/**
 * The slides in Swiper (required stack), loaded only once a shopper reaches the slider (see `Slider`): it moves on by
 * itself every 4 s when there are more than 6 slides, paused while pointed at and stopped once the shopper moves it;
 * keyboard arrows move it while it is on screen.
 */
export default function SwiperTrack({ id, title, kind, slides, moving, initialSlide }: SwiperTrackProps) {
  return (
    <Swiper
      modules={[A11y, Autoplay, Keyboard, Navigation]}
      slidesPerView={kind === 'articles' ? 1.15 : 2}
      spaceBetween={16}
      initialSlide={initialSlide}
      breakpoints={kind === 'articles' ? ARTICLE_BREAKPOINTS : PRODUCT_BREAKPOINTS}
      keyboard={{ enabled: true, onlyInViewport: true }}
      autoplay={moving ? { delay: SLIDER_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true } : false}
      navigation={moving ? { prevEl: `.${id}-prev`, nextEl: `.${id}-next` } : false}
      a11y={{ prevSlideMessage: `Previous: ${title}`, nextSlideMessage: `Next: ${title}` }}
      className={styles.swiper}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={styles.slide}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
