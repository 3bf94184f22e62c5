'use client'

import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { Children, isValidElement, type ReactNode, useId } from 'react'
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import styles from './Slider.module.css'

/** storefront.md section 9: autoplay every 4000 ms, 6 a page, arrows only past 6. */
export const SLIDER_AUTOPLAY_MS = 4000
export const SLIDER_PAGE = 6

/** Fewer at a time on narrower screens (phones at most 700 px, tablets to 1025 px). */
const PRODUCT_BREAKPOINTS = { 0: { slidesPerView: 2 }, 701: { slidesPerView: 4 }, 1026: { slidesPerView: SLIDER_PAGE } }
/** Articles are wider: 1, 2 then 3 at a time. */
const ARTICLE_BREAKPOINTS = { 0: { slidesPerView: 1.15 }, 701: { slidesPerView: 2 }, 1026: { slidesPerView: 3 } }

interface Props {
  title: string
  /** A line under the title (the Amazon slider's disclosure). */
  note?: ReactNode
  /** A link beside the title ('Shop all', 'All articles'). */
  more?: { href: string; label: string }
  /** The slides, rendered by the caller (on the server when it is a server component). */
  children: ReactNode
  /** `products`: 6 cards a page on desktop; `articles`: 3 wider cards. */
  kind?: 'products' | 'articles'
}

/**
 * A slider (swiper): slides that move on by themselves every 4 s when there are more than 6, paused while pointed at
 * or focused, with arrows only then; keyboard arrows move it while it is on screen.
 */
export function Slider({ title, note, more, children, kind = 'products' }: Props) {
  const id = useId().replace(/:/g, '')
  const slides = Children.toArray(children).filter(isValidElement)
  const moving = slides.length > SLIDER_PAGE
  return (
    <section className={styles.slider} aria-labelledby={`${id}-title`} data-slider={kind}>
      <div className={styles.head}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {note && <p className={styles.note}>{note}</p>}
        </div>
        <div className={styles.tools}>
          {more && (
            <Link href={more.href} className={styles.more}>
              {more.label} <ArrowRight aria-hidden="true" size={16} />
            </Link>
          )}
          {moving && (
            <div className={styles.arrows}>
              <button type="button" className={`${styles.arrow} ${id}-prev`} aria-label={`Previous: ${title}`}>
                <ChevronLeft aria-hidden="true" size={18} />
              </button>
              <button type="button" className={`${styles.arrow} ${id}-next`} aria-label={`Next: ${title}`}>
                <ChevronRight aria-hidden="true" size={18} />
              </button>
            </div>
          )}
        </div>
      </div>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation]}
        slidesPerView={kind === 'articles' ? 1.15 : 2}
        spaceBetween={16}
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
    </section>
  )
}
