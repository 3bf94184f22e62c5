'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import styles from './BackToTop.module.css'

/** storefront.md section 9: the way back to the top takes 700 ms. */
export const BACK_TO_TOP_MS = 700
/** Shown once the page is this far down (two screens) and the shopper scrolls back up: the moment they want it. */
const SHOW_AFTER = () => window.innerHeight * 2

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
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      setShown(y > SHOW_AFTER() && y < last)
      last = y
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
