'use client'

import clsx from 'clsx'
import { useRouter } from 'next/navigation'
import { type MouseEvent, useEffect, useState } from 'react'
import { track } from '@/components/analytics/track'
import { openLoginModal } from '@/components/auth/open'
import { Heart } from '@/components/icons'
import { addToWishlist } from '@/lib/analytics/events'
import type { ItemSource } from '@/lib/analytics/items'
import {
  keyOf,
  showsWishlistControl,
  WISHLIST_PAGE,
  type WishlistTarget,
  type WishlistVariant,
  wishlistButtonText,
} from '@/lib/wishlist'
import { save, stash } from './store'
import { usePointing } from './use-pointing'
import { useWishlist } from './use-wishlist'
import styles from './wishlist.module.css'

interface Props {
  /**
   * What it saves: a product, or a stored configuration (its uid) with the product it was built from. Null while it
   * does not exist yet (the creator's build): `prepare` makes it on click.
   */
  target: WishlistTarget | null
  /** The item's name, for the button's accessible name ("Save: {name}"). */
  name: string
  /** Where it stands (src/lib/wishlist/variants.ts): its look, whether it hides once listed, the modal's words. */
  variant?: WishlistVariant
  /** Makes the target when there is none yet (the creator stores the build first); null when it failed and said so. */
  prepare?: () => Promise<WishlistTarget | null>
  /** The item cannot be saved now (the creator's build is not ready): the click does nothing. */
  notReady?: boolean
  /** The id of the text that says why it is not ready (or anything else the button should be described by). */
  describedBy?: string
  className?: string
  /** What analytics' add_to_wishlist reports when it is saved (issue 34); nothing is reported without it. */
  item?: ItemSource
}

/**
 * The wish list button (storefront.md section 4): 'Save' when not listed, 'In Your Wish List' when listed and 'View
 * Wish List' while hovered or focused. When listed it goes to the wish list page; otherwise it saves the item and the
 * success modal shows. A guest gets the login modal; the item is stashed (with the variant) and saved right after
 * sign-in. Whether it is listed comes from the browser (the page is the same for everybody). A cart line's control
 * shows only while its item is not listed.
 */
export function WishlistButton({
  target,
  name,
  variant = 'card',
  prepare,
  notReady = false,
  describedBy,
  className,
  item,
}: Props) {
  const router = useRouter()
  const { keys, known, signedIn } = useWishlist()
  const pointing = usePointing()
  const [busy, setBusy] = useState(false)
  const listed = signedIn && target !== null && Boolean(keys?.has(keyOf(target)))
  const text = wishlistButtonText(listed, pointing.pointing)

  /** The target, made first when there is none yet (saving a configuration first creates it). */
  const targetNow = async () => {
    if (target || !prepare) return target
    setBusy(true)
    try {
      return await prepare()
    } finally {
      setBusy(false)
    }
  }

  // Until GET /api/session has answered, who is asking is not known: a click then waits for the answer (the button is
  // never disabled, so one that has focus keeps it while the viewer is asked again after signing in).
  const [waiting, setWaiting] = useState(false)
  const act = async (button: HTMLButtonElement) => {
    if (busy || notReady) return
    if (listed) return router.push(WISHLIST_PAGE)
    const wanted = await targetNow()
    if (!wanted) return
    if (!signedIn) {
      stash(wanted, button, variant)
      return openLoginModal()
    }
    setBusy(true)
    const result = await save(wanted, variant)
    setBusy(false)
    if (result.ok && item) track(addToWishlist(item))
    if (!result.ok && result.status === 401) {
      stash(wanted, button, variant)
      openLoginModal()
    }
  }
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (known) void act(event.currentTarget)
    else setWaiting(true)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the waiting click once the viewer is known
  useEffect(() => {
    const button = pointing.element.current
    if (!waiting || !known || !button) return
    setWaiting(false)
    void act(button)
  }, [waiting, known])

  // A control that hides once listed (a cart line's) stays while it has focus: the success modal then knows where it
  // was opened from, and gives focus back near it when it closes.
  if (!showsWishlistControl(variant, listed) && !pointing.focused) return null
  return (
    <button
      ref={pointing.ref}
      type="button"
      className={clsx(styles.button, styles[variant], listed && styles.listed, className)}
      onClick={onClick}
      onMouseEnter={pointing.onMouseEnter}
      onMouseLeave={pointing.onMouseLeave}
      aria-busy={busy || waiting || undefined}
      aria-disabled={notReady || undefined}
      aria-describedby={describedBy}
      data-known={known}
      aria-label={`${text}: ${name}`}
      data-testid="wishlist-button"
      data-variant={variant}
      data-listed={listed}
    >
      <Heart aria-hidden="true" size={variant === 'card' || variant === 'line' ? 16 : 18} className={styles.heart} />
      <span>{text}</span>
    </button>
  )
}
