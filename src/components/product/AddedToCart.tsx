'use client'

import { CheckCircle2, Info, X } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { Picture } from '@/components/Picture'
import { useModal } from '@/creator/ui/use-modal'
import { type AddOutcome, basketCount, basketTotal } from '@/lib/basket/basket'
import { formatUSD } from '@/lib/money'
import styles from './AddedToCart.module.css'
import { productCapMessage } from './add-product'

interface Props {
  outcome: AddOutcome
  /** The cart's path (a site setting): where 'Proceed to Checkout' goes. */
  cartPath: string
  onClose: () => void
}

/**
 * The 'Added to Cart' popup of a standard product (storefront.md section 4): the item is already in the basket
 * (no add-on services to choose), so 'Continue Shopping' (the safe choice: focused, on the right, and what Escape
 * and the close button do) only closes it and 'Proceed to Checkout' goes to the cart. Focus goes back to the button
 * that opened it (useModal).
 */
export function AddedToCart({ outcome, cartPath, onClose }: Props) {
  const ref = useModal()
  const router = useRouter()
  const { line, added } = outcome
  const note = productCapMessage(outcome)
  const nothingAdded = added === 0
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="added-title"
      aria-describedby="added-line"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.header}>
        <h2 id="added-title" className={styles.title}>
          {nothingAdded ? (
            <>
              <Info size={22} aria-hidden="true" /> Already in Your Cart
            </>
          ) : (
            <>
              <CheckCircle2 size={22} aria-hidden="true" className={styles.success} /> Added to Cart
            </>
          )}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div id="added-line" className={styles.line}>
        {line.image && <Picture src={line.image} alt="" width={96} height={77} sizes="96px" className={styles.thumb} />}
        <div className={styles.lineText}>
          <p className={styles.name}>{line.name}</p>
          {!nothingAdded && (
            <p className={styles.muted}>
              Quantity {added} · {formatUSD(line.unitPrice * added)}
            </p>
          )}
          {note && (
            <p role="status" className={styles.notice}>
              {note}
            </p>
          )}
        </div>
      </div>
      <p className={styles.subtotal}>
        <span>
          Cart subtotal ({basketCount(outcome.basket)} {basketCount(outcome.basket) === 1 ? 'item' : 'items'})
        </span>
        <strong>{formatUSD(basketTotal(outcome.basket))}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => router.push(cartPath)}>
          Proceed to Checkout
        </button>
        <button type="button" className="button button-secondary" data-autofocus onClick={onClose}>
          Continue Shopping
        </button>
      </div>
    </dialog>
  )
}
