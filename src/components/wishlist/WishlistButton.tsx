'use client'

import clsx from 'clsx'
import { Heart } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { openLoginModal } from '@/components/auth/open'
import { keyOf, WISHLIST_PAGE, type WishlistTarget, wishlistButtonText } from '@/lib/wishlist'
import { save, stash } from './store'
import { useWishlist } from './use-wishlist'
import styles from './wishlist.module.css'

interface Props {
  /** What it saves: a product, or a stored configuration (its uid) with the product it was built from. */
  target: WishlistTarget
  /** The item's name, for the button's accessible name ("Save: {name}"). */
  name: string
  /** `card`: a small pill over a product card's picture; `page`: a full button beside the buy buttons. */
  variant?: 'card' | 'page'
  className?: string
}

/**
 * The wish list button (storefront.md section 4): 'Save' when not listed, 'In Your Wish List' when listed and 'View
 * Wish List' while hovered or focused. When listed it goes to the wish list page; otherwise it saves the item and the
 * success modal shows. A guest gets the login modal; the item is stashed and saved right after sign-in. Whether it is
 * listed comes from the browser (the page is the same for everybody).
 */
export function WishlistButton({ target, name, variant = 'card', className }: Props) {
  const router = useRouter()
  const { keys, known, signedIn } = useWishlist()
  // Hovered and focused apart: a modal takes focus and gives it back while the pointer has long left.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  // Native listeners: focus handed back by a closing modal arrives while React commits, where its own onFocus is not
  // told.
  useEffect(() => {
    const button = ref.current
    if (!button) return
    const on = () => setFocused(true)
    const off = () => setFocused(false)
    button.addEventListener('focus', on)
    button.addEventListener('blur', off)
    if (document.activeElement === button) on()
    return () => {
      button.removeEventListener('focus', on)
      button.removeEventListener('blur', off)
    }
  }, [])
  const [busy, setBusy] = useState(false)
  const listed = signedIn && Boolean(keys?.has(keyOf(target)))
  const text = wishlistButtonText(listed, hovered || focused)

  // Until GET /api/session has answered, who is asking is not known: a click then waits for the answer (the button is
  // never disabled, so one that has focus keeps it while the viewer is asked again after signing in).
  const [waiting, setWaiting] = useState(false)
  const act = async (button: HTMLButtonElement) => {
    if (busy) return
    if (listed) return router.push(WISHLIST_PAGE)
    if (!signedIn) {
      stash(target, button)
      return openLoginModal()
    }
    setBusy(true)
    const result = await save(target)
    setBusy(false)
    if (!result.ok && result.status === 401) {
      stash(target, button)
      openLoginModal()
    }
  }
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (known) void act(event.currentTarget)
    else setWaiting(true)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the waiting click once the viewer is known
  useEffect(() => {
    if (!waiting || !known || !ref.current) return
    setWaiting(false)
    void act(ref.current)
  }, [waiting, known])

  return (
    <button
      ref={ref}
      type="button"
      className={clsx(styles.button, styles[variant], listed && styles.listed, className)}
      onClick={onClick}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      aria-busy={busy || waiting || undefined}
      data-known={known}
      aria-label={`${text}: ${name}`}
      data-testid="wishlist-button"
      data-listed={listed}
    >
      <Heart aria-hidden="true" size={variant === 'card' ? 16 : 18} className={styles.heart} />
      <span>{text}</span>
    </button>
  )
}
