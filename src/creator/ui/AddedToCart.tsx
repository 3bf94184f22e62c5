'use client'

import { CheckCircle2, Info, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { ServiceChoices } from '@/components/added-to-cart/CheckRow'
import { useModal } from '@/components/modal/use-modal'
import type { AddOutcome } from '../../lib/basket/basket'
import { formatUSD } from '../../lib/money'
import { hiddenNow } from '../engine'
import type { CreatorView } from '../view'
import { capMessage } from './add-to-cart'
import { CheckOption } from './CheckOption'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  busy: boolean
  error: string | null
  /**
   * What the add did once it is done (null before): the line may hold fewer than asked for, since a line holds
   * at most 3; the popup then says how many went in instead of the quantity chosen.
   */
  outcome: AddOutcome | null
  /** Adds the configuration with the chosen services; `checkout` goes on to the cart. */
  onFinish: (checkout: boolean) => void
}

/**
 * The 'Added to Cart' popup (storefront.md section 4): services as checkboxes, then 'Proceed to Checkout' or
 * 'Continue Shopping'; closing counts as continuing.
 */
export function AddedToCart({ view, model, busy, error, outcome, onFinish }: Props) {
  const ref = useModal()
  const continueRef = useRef<HTMLButtonElement>(null)
  // Once added, the services are part of the line: the checkboxes would only change the creator, not the basket.
  const services = outcome
    ? []
    : view.services.flatMap((id) => model.index.options.get(id) ?? []).filter((o) => !hiddenNow(model.visibility, o.id))
  const note = outcome ? capMessage(outcome) : null
  const nothingAdded = outcome?.added === 0
  // The buttons were disabled while adding: give focus back to the safe choice when the popup stays to explain.
  useEffect(() => {
    if (note) continueRef.current?.focus()
  }, [note])
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
          {nothingAdded ? (
            <>
              <Info size={22} aria-hidden="true" /> Already in Your Cart
            </>
          ) : (
            <>
              <CheckCircle2 size={22} aria-hidden="true" className={styles.successIcon} /> Added to Cart
            </>
          )}
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
      {!nothingAdded && (
        <p className={styles.dialogMessage}>
          Custom {view.platform.name} Controller × {outcome ? outcome.added : model.state.quantity} ·{' '}
          {formatUSD(outcome ? outcome.line.unitPrice * outcome.added : model.price.orderTotal)}
        </p>
      )}
      {/* Always present, so assistive technology announces the text when it arrives; out of sight while empty. */}
      <p role="status" className={note ? styles.notice : 'visually-hidden'}>
        {note}
      </p>
      {services.length > 0 && (
        <ServiceChoices>
          {services.map((option) => (
            <CheckOption key={option.id} view={view} model={model} option={option} />
          ))}
        </ServiceChoices>
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
        <button
          ref={continueRef}
          type="button"
          data-autofocus
          className={styles.secondaryButton}
          onClick={() => onFinish(false)}
          disabled={busy}
        >
          Continue Shopping
        </button>
      </div>
    </dialog>
  )
}
