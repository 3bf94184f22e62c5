'use client'

import { CheckCircle2, X } from 'lucide-react'
import { formatUSD } from '../../lib/money'
import { hiddenNow } from '../engine'
import type { CreatorView } from '../view'
import { CheckOption } from './CheckOption'
import styles from './creator.module.css'
import { useModal } from './use-modal'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  busy: boolean
  error: string | null
  /** Adds the configuration with the chosen services; `checkout` goes on to the cart. */
  onFinish: (checkout: boolean) => void
}

/**
 * The 'Added to Cart' popup (storefront.md section 4): services as checkboxes, then 'Proceed to Checkout' or
 * 'Continue Shopping'; closing counts as continuing.
 */
export function AddedToCart({ view, model, busy, error, onFinish }: Props) {
  const ref = useModal()
  const services = view.services
    .flatMap((id) => model.index.options.get(id) ?? [])
    .filter((o) => !hiddenNow(model.visibility, o.id))
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="added-title"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onFinish(false)
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id="added-title" className={styles.dialogTitle}>
          <CheckCircle2 size={22} aria-hidden="true" className={styles.successIcon} /> Added to Cart
        </h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label="Close"
          onClick={() => onFinish(false)}
          disabled={busy}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <p className={styles.dialogMessage}>
        Custom {view.platform.name} Controller × {model.state.quantity} · {formatUSD(model.price.orderTotal)}
      </p>
      {services.length > 0 && (
        <div className={styles.services}>
          <p className={styles.valueGroupTitle}>Add a service</p>
          {services.map((option) => (
            <CheckOption key={option.id} view={view} model={model} option={option} />
          ))}
        </div>
      )}
      {error && (
        <p className={styles.errorMessage} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primaryButton} onClick={() => onFinish(true)} disabled={busy}>
          Proceed to Checkout
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => onFinish(false)} disabled={busy}>
          Continue Shopping
        </button>
      </div>
    </dialog>
  )
}
