'use client'

import { CheckCircle2, Info, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { CheckRow, ServiceChoices } from '@/components/added-to-cart/CheckRow'
import { useModal } from '@/components/modal/use-modal'
import { Picture } from '@/components/Picture'
import { type AddOutcome, basketCount, basketTotal } from '@/lib/basket/basket'
import type { ServiceKey } from '@/lib/checkout/services'
import { formatUSD } from '@/lib/money'
import styles from './AddedToCart.module.css'
import { productCapMessage } from './add-product'
import type { ProductServiceView } from './types'

interface Props {
  /** What is being added: shown while the services are chosen, before it is in the basket. */
  item: { name: string; image: string | null; price: number; quantity: number }
  /** What the add did; null while the shopper still chooses the services (the item is not in the basket yet). */
  outcome: AddOutcome | null
  /** Add-on services to choose from (the creator's rows); none once added. */
  services: ProductServiceView[]
  chosen: ReadonlySet<ServiceKey>
  onToggle: (key: ServiceKey) => void
  busy: boolean
  /** Adds the item with the chosen services when that is still to do; `checkout` goes on to the cart. */
  onFinish: (checkout: boolean) => void
}

/**
 * The 'Added to Cart' popup of a standard product (storefront.md section 4). Offered services: they are listed as
 * checkboxes (the creator's rows) and 'Proceed to Checkout', 'Continue Shopping' or closing adds the item with the
 * chosen ones. None: the item is already in the basket and the popup only confirms it. 'Continue Shopping' is the
 * safe choice (focused, what Escape and the close button do); focus goes back to the opener (useModal).
 */
export function AddedToCart({ item, outcome, services, chosen, onToggle, busy, onFinish }: Props) {
  const ref = useModal()
  const continueRef = useRef<HTMLButtonElement>(null)
  const note = outcome ? productCapMessage(outcome) : null
  const nothingAdded = outcome?.added === 0
  const offered = outcome ? [] : services
  const extras = offered.filter((s) => chosen.has(s.key)).reduce((sum, s) => sum + s.price, 0)
  const shown = outcome
    ? { quantity: outcome.added, total: outcome.line.unitPrice * outcome.added, image: outcome.line.image }
    : { quantity: item.quantity, total: (item.price + extras) * item.quantity, image: item.image }
  // The buttons were disabled while adding: give focus back to the safe choice when the popup stays to explain.
  useEffect(() => {
    if (note) continueRef.current?.focus()
  }, [note])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="added-title"
      aria-describedby="added-line"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onFinish(false)
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
        <button
          type="button"
          className={styles.close}
          aria-label="Close"
          disabled={busy}
          onClick={() => onFinish(false)}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div id="added-line" className={styles.line}>
        {shown.image && (
          <Picture src={shown.image} alt="" width={96} height={77} sizes="96px" className={styles.thumb} />
        )}
        <div className={styles.lineText}>
          <p className={styles.name}>{outcome ? outcome.line.name : item.name}</p>
          {!nothingAdded && (
            <p className={styles.muted} data-testid="added-line-total">
              Quantity {shown.quantity} · {formatUSD(shown.total)}
            </p>
          )}
          {note && (
            <p role="status" className={styles.notice}>
              {note}
            </p>
          )}
        </div>
      </div>
      {offered.length > 0 && (
        <ServiceChoices>
          {offered.map((service) => (
            <CheckRow
              key={service.key}
              id={`product-${service.optionId}`}
              name={service.label}
              description={service.help}
              price={service.price}
              checked={chosen.has(service.key)}
              onToggle={() => onToggle(service.key)}
            />
          ))}
        </ServiceChoices>
      )}
      {outcome && (
        <p className={styles.subtotal}>
          <span>
            Cart subtotal ({basketCount(outcome.basket)} {basketCount(outcome.basket) === 1 ? 'item' : 'items'})
          </span>
          <strong>{formatUSD(basketTotal(outcome.basket))}</strong>
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => onFinish(true)}>
          Proceed to Checkout
        </button>
        <button
          ref={continueRef}
          type="button"
          className="button button-secondary"
          data-autofocus
          disabled={busy}
          onClick={() => onFinish(false)}
        >
          Continue Shopping
        </button>
      </div>
    </dialog>
  )
}
