'use client'

import { useEffect, useState } from 'react'
import { ArrowUp } from '@/components/icons'
import styles from './BackToTop.module.css'

/** storefront.md section 9: the way back to the top takes 700 ms. */
export const BACK_TO_TOP_MS = 700
/** Shown once the page is this far down (two screens) and the shopper scrolls back up: the moment they want it. */
const SHOW_AFTER = () => window.innerHeight * 2
/** How far back down (px) the shopper scrolls before the button goes again. */
const HIDE_AFTER_DOWN = 48

const easeOut = (t: number) => 1 - (1 - t) ** 3

/** Scrolls to the top in 700 ms (at once when the shopper asked for reduced motion), then focuses the page. */
function scrollToTop() {
  const start = window.scrollY
  const done = () => document.getElementById('main')?.focus({ preventScroll: true })
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) {
    window.scrollTo({ top: 0, behavior: 'instant' })
    done()
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const t = Math.min((now - began) / BACK_TO_TOP_MS, 1)
    window.scrollTo({ top: Math.round(start * (1 - easeOut(t))), behavior: 'instant' })
    if (t < 1) requestAnimationFrame(step)
    else done()
  }
  requestAnimationFrame(step)
}

/** The back-to-top button (storefront.md section 2), shown far down a page while the shopper scrolls up. */
export function BackToTop() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    // Shown on the way up, hidden once the shopper has gone back down a little (HIDE_AFTER_DOWN) or is near the top.
    // When the page's height changes under the view (images loading above it), the browser moves the scroll position
    // by as much to keep the view in place (scroll anchoring): that part of a move is not the shopper's.
    let last = window.scrollY
    let height = document.documentElement.scrollHeight
    let down = 0
    const onScroll = () => {
      const y = window.scrollY
      const nowHeight = document.documentElement.scrollHeight
      const moved = y - last - (nowHeight - height)
      last = y
      height = nowHeight
      if (y <= SHOW_AFTER()) {
        setShown(false)
      } else if (moved < 0) {
        down = 0
        setShown(true)
      } else if (moved > 0) {
        down += moved
        if (down > HIDE_AFTER_DOWN) setShown(false)
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!shown) return null
  return (
    <button type="button" className={styles.button} onClick={scrollToTop}>
      <ArrowUp aria-hidden="true" size={20} />
      <span className="visually-hidden">Back to top</span>
    </button>
  )
}
