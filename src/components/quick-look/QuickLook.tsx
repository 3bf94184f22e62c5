'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { callApi } from '@/components/api/call'
import { Clock, ImageOff } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import { Picture } from '@/components/Picture'
import { Price } from '@/components/Price'
import { RelatedItems } from '@/components/related/RelatedItems'
import { RatingSummary } from '@/components/reviews/RatingSummary'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import type { QuickLookData } from '@/lib/storefront/quick-look'
import styles from './QuickLook.module.css'

/**
 * The quick look (storefront.md section 2): a product card's product in a modal (pictures, rating, price,
 * availability, its short text, the wish list button and the way to its page) with four related items below.
 */
export function QuickLook({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const [product, setProduct] = useState<QuickLookData | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void callApi<QuickLookData>(`/api/quick-look/${id}`).then((reply) => {
      if (!live) return
      if (reply.ok) setProduct(reply.value)
      else setFailure(reply.message)
    })
    return () => {
      live = false
    }
  }, [id])

  return (
    <Modal title={name} onClose={onClose} size="lg" testId="quick-look">
      {product ? (
        <Details product={product} />
      ) : failure ? (
        <p role="alert">{failure}</p>
      ) : (
        <div className={styles.loading} role="status" aria-label="Loading the quick look" />
      )}
      <RelatedItems productId={id} title="Related items" variant="compact" />
    </Modal>
  )
}

/** The product's side of the quick look: pictures, then what decides a click. */
function Details({ product }: { product: QuickLookData }) {
  const { images, context, availability: note, totalReviews: reviews } = product
  const [shown, setShown] = useState(0)
  const image = images[shown] ?? images[0]

  return (
    <div className={styles.layout}>
      <div className={styles.gallery}>
        <div className={styles.frame}>
          {image ? (
            <Picture
              src={image.url}
              alt={image.alt || product.name}
              width={image.width ?? 1000}
              height={image.height ?? 800}
              sizes="(max-width: 700px) 90vw, 440px"
              className={styles.image}
            />
          ) : (
            <ImageOff aria-hidden="true" size={40} />
          )}
        </div>
        {images.length > 1 && (
          <ul className={styles.thumbs} aria-label="Pictures">
            {images.map((thumb, i) => (
              <li key={thumb.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={`Picture ${i + 1} of ${images.length}`}
                  aria-pressed={i === shown}
                  onClick={() => setShown(i)}
                >
                  <Picture src={thumb.url} alt="" width={80} height={64} sizes="80px" className={styles.image} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.info}>
        {context && <p className={styles.context}>{context}</p>}
        {reviews > 0 && (
          <p className={styles.rating}>
            <RatingSummary rating={product.rating} reviews={reviews} />
          </p>
        )}
        <Price price={product.price} oldPrice={product.oldPrice} size="lg" />
        <p className={styles[note.tone]}>
          {note.tone === 'coming' && <Clock aria-hidden="true" size={16} />}
          {note.text}
        </p>
        {product.listingText && <p className={styles.lead}>{product.listingText}</p>}
        <div className={styles.actions}>
          <Link href={product.href} className="button button-primary">
            View full details
          </Link>
          <WishlistButton target={{ productId: product.id }} name={product.name} variant="page" />
        </div>
      </div>
    </div>
  )
}
