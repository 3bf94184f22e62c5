'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { ChevronLeft, ChevronRight, ImageOff } from '@/components/icons'
import { Picture } from '@/components/Picture'
import type { ProductImage } from '../../lib/storefront/product-page-data'
import styles from './ImageViewer.module.css'

/** The main picture's width: the page's left column on desktop, the whole screen on phones. */
const STAGE_SIZES = '(max-width: 700px) 100vw, (max-width: 1025px) 55vw, 680px'

/** What starts a scroll of the shopper's own, taking over from a button's. */
const SHOPPER_SCROLLS = ['pointerdown', 'wheel', 'keydown'] as const

interface Props {
  images: ProductImage[]
  name: string
}

/**
 * The product's pictures (storefront.md section 2): one view at a time in a scroll-snapping track (a swipe on
 * phones, arrow keys once focused), a cycler 'View: (n of total)' with previous and next (wrapping around), and the
 * gallery of thumbnails beneath. No library: the track is CSS scroll snapping, so nothing loads on first use.
 */
export function ImageViewer({ images, name }: Props) {
  const track = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  /** The view a button scrolls to, until the track gets there: its scroll events on the way say nothing. */
  const heading = useRef<number | null>(null)
  const total = images.length

  const show = useCallback((next: number) => {
    const element = track.current
    if (!element) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.current = next
    element.scrollTo({ left: next * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' })
    setIndex(next)
  }, [])

  // A swipe (or a scroll by keys) moves the view: the cycler and the thumbnails follow once it settles. While a
  // button's smooth scroll is on its way, the views it passes are not taken for the current one (a quick second
  // click would otherwise step from a view left behind).
  useEffect(() => {
    const element = track.current
    if (!element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth
        if (width <= 0) return
        const at = element.scrollLeft / width
        if (heading.current !== null) {
          if (Math.abs(at - heading.current) > 0.01) return
          heading.current = null
        }
        setIndex(Math.round(at))
      })
    }
    // The shopper takes over (a swipe, the wheel, keys): their scroll is followed again.
    const takeOver = () => {
      heading.current = null
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    for (const type of SHOPPER_SCROLLS) element.addEventListener(type, takeOver, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
      for (const type of SHOPPER_SCROLLS) element.removeEventListener(type, takeOver)
    }
  }, [])

  if (total === 0)
    return (
      <div className={styles.empty}>
        <ImageOff aria-hidden="true" size={40} />
        <p>No picture yet</p>
      </div>
    )

  const current = Math.min(index, total - 1)
  return (
    <section className={styles.viewer} aria-label={`Pictures of ${name}`}>
      <ul
        ref={track}
        className={styles.track}
        // Scrollable, so it takes focus: arrow keys then move between views.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Views"
      >
        {images.map((image, i) => (
          <li key={image.url} className={styles.slide} aria-hidden={i !== current || undefined}>
            <Picture
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes={STAGE_SIZES}
              className={styles.image}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
      <div className={styles.cycler}>
        <button
          type="button"
          className={styles.step}
          aria-label="Previous view"
          disabled={total < 2}
          onClick={() => show((current - 1 + total) % total)}
        >
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
        <p className={styles.count} aria-live="polite">
          View: ({current + 1} of {total})
        </p>
        <button
          type="button"
          className={styles.step}
          aria-label="Next view"
          disabled={total < 2}
          onClick={() => show((current + 1) % total)}
        >
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
      {total > 1 && (
        <ul className={styles.thumbs} aria-label="Gallery">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`View ${i + 1}: ${image.alt}`}
                aria-current={i === current || undefined}
                onClick={() => show(i)}
              >
                <Picture src={image.url} alt="" width={image.width} height={image.height} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
