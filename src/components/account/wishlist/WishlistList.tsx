'use client'

import Link from 'next/link'
import { useCallback, useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { ArrowUpToLine, Heart, ImageOff, Trash2 } from '@/components/icons'
import { ConfirmModal } from '@/components/modal/ConfirmModal'
import { Picture } from '@/components/Picture'
import { Price } from '@/components/Price'
import { hideToast, showToast } from '@/components/toast/show'
import { learnList, markRemoved } from '@/components/wishlist/store'
import { addedOn, WISHLIST_API, WISHLIST_MESSAGES, type WishlistItemView, type WishlistReply } from '@/lib/wishlist'
import styles from './wishlist.module.css'

export const STORE_PATH = '/store'

/**
 * My Wish List (storefront.md section 4, account.md section 2): the customer's saved items as cards (picture, name
 * linking to the item, price with the old price struck through, when it was added), each with Move to top and Remove
 * (the spec's confirmation, then 'Your configuration removed from the Wish List'); an empty list links to the store.
 * The page is the same for everybody: the list comes from GET /api/wishlist-data.
 */
export function WishlistList() {
  const [items, setItems] = useState<WishlistItemView[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<WishlistItemView | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)
  const [busy, setBusy] = useState<number | null>(null)

  const load = useCallback(async () => {
    const result = await callAccount<{ products: WishlistItemView[] }>(WISHLIST_API.data)
    if (!result.ok) return setFailure(result.message)
    setFailure(null)
    setItems(result.value.products)
    learnList(result.value.products)
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const remove = async (item: WishlistItemView) => {
    setBusy(item.id)
    const result = await callAccount<WishlistReply>(WISHLIST_API.remove(item.id), 'DELETE')
    setBusy(null)
    if (!result.ok) return setFailure(result.message)
    hideToast() // an earlier 'Moved to the top' no longer speaks of this list
    markRemoved(item.product_id)
    setRemoved(result.value.message)
    await load()
  }

  const toTop = async (item: WishlistItemView) => {
    setBusy(item.id)
    const result = await callAccount<WishlistReply>(WISHLIST_API.toTop(item.id), 'PUT')
    setBusy(null)
    if (!result.ok) return setFailure(result.message)
    showToast(result.value.message, 'success')
    await load()
  }

  if (!items)
    return failure ? (
      <FormAlert tone="error" message={failure} />
    ) : (
      <div className={styles.skeletons} role="status" aria-label="Loading your wish list">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    )

  return (
    <div className={styles.wishlist}>
      <FormAlert tone="error" message={failure} />
      {items.length === 0 ? (
        <div className={styles.empty}>
          <Heart aria-hidden="true" size={32} className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>{WISHLIST_MESSAGES.empty}</p>
          <p className={styles.muted}>Tap Save on any controller or accessory to keep it here for later.</p>
          <Link href={STORE_PATH} className={styles.shop}>
            Browse the store
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {items.length} saved {items.length === 1 ? 'item' : 'items'}
          </p>
          <ul className={styles.items} aria-label="Saved items">
            {items.map((item, index) => (
              <li key={item.id} className={styles.item} aria-busy={busy === item.id} data-testid="wishlist-item">
                <div className={styles.picture}>
                  {item.image ? (
                    <Picture
                      src={item.image.src}
                      alt={item.image.alt}
                      width={1000}
                      height={800}
                      sizes="(max-width: 700px) 96px, 160px"
                      loading="lazy"
                    />
                  ) : (
                    <ImageOff aria-hidden="true" size={28} className={styles.noImage} />
                  )}
                </div>
                <div className={styles.details}>
                  <h2 className={styles.name}>{item.url ? <Link href={item.url}>{item.name}</Link> : item.name}</h2>
                  <Price price={item.price} oldPrice={item.old_price} />
                  <p className={styles.muted}>
                    Added <time dateTime={item.created_at}>{addedOn(item.created_at)}</time>
                  </p>
                  {!item.available && <p className={styles.unavailable}>No longer available</p>}
                </div>
                <div className={styles.actions}>
                  {index > 0 && (
                    <button
                      type="button"
                      className={styles.action}
                      onClick={() => toTop(item)}
                      disabled={busy !== null}
                      aria-label={`Move to top: ${item.name}`}
                    >
                      <ArrowUpToLine aria-hidden="true" size={16} />
                      Move to top
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${styles.action} ${styles.danger}`}
                    onClick={() => setConfirming(item)}
                    disabled={busy !== null}
                    aria-label={`Remove: ${item.name}`}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {confirming && (
        <ConfirmModal
          title="Remove item"
          message={WISHLIST_MESSAGES.confirmRemove}
          yes={busy === confirming.id ? 'Removing…' : 'Yes, Remove'}
          no="No, Keep it"
          busy={busy === confirming.id}
          onAnswer={async (yes) => {
            if (yes) await remove(confirming)
            setConfirming(null)
          }}
        />
      )}
      {removed && !confirming && (
        <ConfirmModal title="Removed" message={removed} yes="OK" onAnswer={() => setRemoved(null)} />
      )}
    </div>
  )
}
