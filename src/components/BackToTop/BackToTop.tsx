'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
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
    // `turn` is where the shopper last changed direction: the button shows on the way up and hides only once they
    // have gone back down a little (HIDE_AFTER_DOWN). A scroll that comes with a change of the page's height is the
    // browser keeping the view in place while content loads (scroll anchoring), not the shopper: it changes nothing.
    let last = window.scrollY
    let turn = last
    let height = document.documentElement.scrollHeight
    const onScroll = () => {
      const y = window.scrollY
      const nowHeight = document.documentElement.scrollHeight
      if (nowHeight !== height) {
        height = nowHeight
        turn = y
      } else if (y < last) {
        turn = y
        setShown(y > SHOW_AFTER())
      } else if (y > last && (y - turn > HIDE_AFTER_DOWN || y <= SHOW_AFTER())) setShown(false)
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
