'use client'

import Link from 'next/link'
import {
  Children,
  isValidElement,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { ArrowRight, ChevronLeft, ChevronRight } from '@/components/icons'
import { SLIDER_PAGE } from './rules'
import styles from './Slider.module.css'
import { useLive } from './use-live'

/** Swiper (28 kB gzip, and the layout work of starting it) comes only when a shopper reaches a slider. */
const SwiperTrack = lazy(() => import('./SwiperTrack'))

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
 * A slider (storefront.md section 9): slides that move on by themselves every 4 s when there are more than 6, paused
 * while pointed at, with arrows only then. The page paints it as a strip the browser scrolls itself (snapping to each
 * card, the same widths as Swiper's); Swiper takes the strip over once the shopper reaches it (in view when the page
 * has loaded, or pointed at, touched or focused), so a page's first seconds carry none of its script or layout work.
 */
export function Slider({ title, note, more, children, kind = 'products', count, onNear }: SliderProps) {
  const id = useId().replace(/:/g, '')
  const slides = Children.toArray(children).filter(isValidElement)
  const moving = (count ?? slides.length) > SLIDER_PAGE
  const sectionRef = useNear(onNear)
  const stripRef = useRef<HTMLDivElement>(null)
  const [initialSlide, setInitialSlide] = useState<number | null>(null)
  const goLive = () => {
    if (initialSlide !== null) return
    const index = slideAtStart(stripRef.current)
    startTransition(() => setInitialSlide(index))
  }
  useLive(sectionRef, goLive)
  const near = () => {
    onNear?.()
    goLive()
  }
  /** Before Swiper is there an arrow scrolls the strip by a screen's width of slides. */
  const scroll = (direction: 1 | -1) => {
    const strip = stripRef.current
    strip?.scrollBy({ left: direction * strip.clientWidth, behavior: 'smooth' })
  }

  const strip = (
    <div ref={stripRef} className={styles.strip}>
      {slides.map((slide) => (
        <div key={slide.key} className={styles.slide}>
          {slide}
        </div>
      ))}
    </div>
  )
  return (
    <section
      ref={sectionRef}
      className={styles.slider}
      aria-labelledby={`${id}-title`}
      data-slider={kind}
      onPointerEnter={near}
      onTouchStart={near}
      onFocus={near}
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
              <button
                type="button"
                className={`${styles.arrow} ${id}-prev`}
                aria-label={`Previous: ${title}`}
                onClick={initialSlide === null ? () => scroll(-1) : undefined}
              >
                <ChevronLeft aria-hidden="true" size={18} />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${id}-next`}
                aria-label={`Next: ${title}`}
                onClick={initialSlide === null ? () => scroll(1) : undefined}
              >
                <ChevronRight aria-hidden="true" size={18} />
              </button>
            </div>
          )}
        </div>
      </div>
      {/* Always there: while Swiper's code loads, the transition keeps the strip on screen. */}
      <Suspense fallback={strip}>
        {initialSlide === null ? (
          strip
        ) : (
          <SwiperTrack id={id} title={title} kind={kind} slides={slides} moving={moving} initialSlide={initialSlide} />
        )}
      </Suspense>
    </section>
  )
}

/** The slide at the strip's left edge (the shopper may have scrolled it before Swiper took over). */
function slideAtStart(strip: HTMLDivElement | null): number {
  const first = strip?.firstElementChild as HTMLElement | null
  if (!strip || !first || strip.scrollLeft <= 0) return 0
  const step = first.offsetWidth + Number.parseFloat(getComputedStyle(strip).columnGap || '0')
  return step > 0 ? Math.round(strip.scrollLeft / step) : 0
}

/** A ref for an element: `onNear` runs when the element comes within a screen's height of the viewport. */
function useNear(onNear: (() => void) | undefined): RefObject<HTMLElement | null> {
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
