'use client'

import Link from 'next/link'
import {
  Children,
  type ComponentType,
  isValidElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { ArrowRight, ChevronLeft, ChevronRight } from '@/components/icons'
import { SLIDER_PAGE } from './rules'
import styles from './Slider.module.css'
import type { SwiperTrackProps } from './SwiperTrack'
import { useLive } from './use-live'

/** Swiper (28 kB gzip, and the layout work of starting it) comes only when a shopper reaches a slider. */
const loadTrack = () => import('./SwiperTrack').then((m) => m.default)

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
  // Swiper's component once loaded, with the slide the strip was at. Held in state rather than React.lazy: no Suspense
  // boundary, so the server renders the strip once, and the strip stays until Swiper replaces it in one commit.
  const [live, setLive] = useState<{ Track: ComponentType<SwiperTrackProps>; initialSlide: number } | null>(null)
  const asked = useRef(false)
  const goLive = () => {
    if (asked.current) return
    asked.current = true
    loadTrack().then(
      (Track) => setLive({ Track, initialSlide: slideAtStart(stripRef.current) }),
      () => {
        asked.current = false // the chunk did not come (offline): the strip stays, and a later visit asks again
      },
    )
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
                onClick={live ? undefined : () => scroll(-1)}
              >
                <ChevronLeft aria-hidden="true" size={18} />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${id}-next`}
                aria-label={`Next: ${title}`}
                onClick={live ? undefined : () => scroll(1)}
              >
                <ChevronRight aria-hidden="true" size={18} />
              </button>
            </div>
          )}
        </div>
      </div>
      {live ? (
        <live.Track
          id={id}
          title={title}
          kind={kind}
          slides={slides}
          moving={moving}
          initialSlide={live.initialSlide}
        />
      ) : (
        strip
      )}
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
