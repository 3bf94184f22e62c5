'use client'

import { useState } from 'react'
import { tell } from '@/components/wishlist/store'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import type { CreatorView } from '@/creator/view'
import { configKey } from '@/lib/basket/config-key'
import { creatorNotReady, type WishlistTarget } from '@/lib/wishlist'
import { loadAddToCart } from './lazy-parts'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  /** The name the configuration is stored under (the same as Add to Cart's). */
  name: string
  /** The button's accessible name ("Save: {label}"): the prebuilt product's name, or the configuration's. */
  label: string
  /** The prebuilt product the build started from (/configured-controller/{id}), saved along as its base. */
  baseProductId: number | null
  /** The id of the creator's stock message, which says why the build cannot be saved yet. */
  reasonId: string
}

/**
 * The creator's wish list button (storefront.md section 4: "creator not ready"; "saving a configuration first creates
 * it, then adds it"). A click stores the build (POST /api/order/add-configuration, as Add to Cart does), then saves
 * its uid with the base product; a guest's stored build is stashed by uid for after sign-in (docs/decisions.md). While
 * the build cannot be bought it cannot be saved either: the button is disabled and described by the stock message. It
 * remembers which build it saved: the same build shows 'In Your Wish List', any change 'Save' again.
 */
export function SaveToWishlist({ view, model, name, label, baseProductId, reasonId }: Props) {
  const [saved, setSaved] = useState<{ build: string; target: WishlistTarget } | null>(null)
  const build = configKey(view.platform.slug, model.state)
  const notReady = creatorNotReady(model.stock) !== null

  const prepare = async (): Promise<WishlistTarget | null> => {
    // The basket code is a lazy part (preloaded by now, see lazy-parts.tsx); it holds the create call.
    let cart: Awaited<ReturnType<typeof loadAddToCart>> | null = null
    try {
      cart = await loadAddToCart()
      const answer = await cart.storeConfiguration(view.platform.id, name, model.state)
      const target: WishlistTarget = baseProductId
        ? { configurationId: answer.configuration_id, baseProductId }
        : { configurationId: answer.configuration_id }
      setSaved({ build, target })
      return target
    } catch (e) {
      tell(cart && e instanceof cart.AddToCartError ? e.message : 'Unknown Error')
      return null
    }
  }

  return (
    <WishlistButton
      target={saved?.build === build ? saved.target : null}
      prepare={prepare}
      name={label}
      variant="creator"
      notReady={notReady}
      describedBy={notReady ? reasonId : undefined}
    />
  )
}
