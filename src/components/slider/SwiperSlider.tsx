'use client'

import Link from 'next/link'
import { Children, isValidElement, type ReactNode, useEffect, useId, useRef } from 'react'
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { ArrowRight, ChevronLeft, ChevronRight } from '@/components/icons'
import 'swiper/css'
import { ARTICLE_PAGE, SLIDER_AUTOPLAY_MS, SLIDER_PAGE } from './rules'
import styles from './Slider.module.css'

/** Fewer at a time on narrower screens (phones at most 700 px, tablets to 1025 px). */
const PRODUCT_BREAKPOINTS = { 0: { slidesPerView: 2 }, 701: { slidesPerView: 4 }, 1026: { slidesPerView: SLIDER_PAGE } }
/** Articles are wider: 1, 2 then 3 at a time. */
const ARTICLE_BREAKPOINTS = {
  0: { slidesPerView: 1.15 },
  701: { slidesPerView: 2 },
  1026: { slidesPerView: ARTICLE_PAGE },
}

export interface SliderProps {
  title: string
  /** A line under the title (the Amazon slider's disclosure). */
  note?: ReactNode
  /** A link beside the title ('Shop all', 'All articles'). */
  more?: { href: string; label: string }
  /** The slides, rendered by the caller (on the server when it is a server component). */
  children: ReactNode
  /** `products`: 6 cards a page on desktop; `articles`: 3 wider cards. */
  kind?: 'products' | 'articles'
  /** How many slides there are in all when some are still to come (`onNear` fetches them): arrows and autoplay follow it. */
  count?: number
  /** Called once when the slider comes within a screen's height of the viewport, or is pointed at or focused. */
  onNear?: () => void
}

/**
 * A slider (swiper): slides that move on by themselves every 4 s when there are more than 6, paused while pointed at
 * or focused, with arrows only then; keyboard arrows move it while it is on screen.
 */
export function SwiperSlider({ title, note, more, children, kind = 'products', count, onNear }: SliderProps) {
  const id = useId().replace(/:/g, '')
  const slides = Children.toArray(children).filter(isValidElement)
  const moving = (count ?? slides.length) > SLIDER_PAGE
  const sectionRef = useNear(onNear)
  return (
    <section
      ref={sectionRef}
      className={styles.slider}
      aria-labelledby={`${id}-title`}
      data-slider={kind}
      onPointerEnter={onNear}
      onFocus={onNear}
    >
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

/** A ref for an element: `onNear` runs when the element comes within a screen's height of the viewport. */
function useNear(onNear: (() => void) | undefined) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!onNear || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [onNear])
  return ref
}
