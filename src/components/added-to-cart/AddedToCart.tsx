'use client'

import clsx from 'clsx'
import { type ReactNode, useEffect, useRef } from 'react'
import { CheckCircle2, Info } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
import styles from './AddedToCart.module.css'
import { ServiceChoices } from './CheckRow'

const STORE_BUTTONS = { primary: 'button button-primary', secondary: 'button button-secondary' }

interface Props {
  /** The add put nothing in (the line already holds the most): 'Already in Your Cart' instead of 'Added to Cart'. */
  nothingAdded: boolean
  /**
   * What is (being) added, under the title: a standard product's picture, name and figures, the creator's
   * configuration line. It places `notice`, the cap's explanation (a status, so assistive technology announces it).
   */
  line: (notice: ReactNode) => ReactNode
  /** Why fewer (or none) went in than asked for, or null. The safe choice takes focus back when it shows. */
  note: string | null
  /** The element that describes the popup (its line), when there is one. */
  describedBy?: string
  /** Add-on services to choose before the item goes in (the creator's rows), shown under 'Add a service'. */
  services?: ReactNode
  /** Why the add failed. */
  error?: string | null
  /** Under the line once added: the cart's subtotal (a standard product). */
  footer?: ReactNode
  /** The add runs: every button waits. */
  busy: boolean
  /** The answers' classes: the store's buttons unless the page draws its own (the creator's). */
  buttons?: { primary: string | undefined; secondary: string | undefined }
  /** Adds the item with the chosen services when that is still to do; `checkout` goes on to the cart. */
  onFinish: (checkout: boolean) => void
}

/**
 * The 'Added to Cart' popup (storefront.md section 4) of a standard product and of the creator, in the store's modal:
 * the services as checkboxes, then 'Proceed to Checkout' or 'Continue Shopping'. 'Continue Shopping' is the safe
 * choice (focused, what Escape and the close button do); focus goes back to the opener on close (useModal).
 */
export function AddedToCart({
  nothingAdded,
  line,
  note,
  describedBy,
  services,
  error,
  footer,
  busy,
  buttons = STORE_BUTTONS,
  onFinish,
}: Props) {
  const continueRef = useRef<HTMLButtonElement>(null)
  // The buttons were disabled while adding: give focus back to the safe choice when the popup stays to explain.
  useEffect(() => {
    if (note) continueRef.current?.focus()
  }, [note])
  // Always present in the creator's line, so assistive technology announces the text when it arrives; out of sight
  // while empty.
  const notice = (
    <p role="status" className={note ? styles.notice : 'visually-hidden'}>
      {note}
    </p>
  )
  return (
    <Modal
      title={nothingAdded ? 'Already in Your Cart' : 'Added to Cart'}
      icon={nothingAdded ? <Info size={22} aria-hidden="true" /> : <CheckCircle2 size={22} aria-hidden="true" />}
      tone={nothingAdded ? undefined : 'success'}
      titleId="added-title"
      describedBy={describedBy}
      size="md"
      look="popup"
      backdropCloses={false}
      closeDisabled={busy}
      onClose={() => {
        if (!busy) onFinish(false)
      }}
    >
      {line(notice)}
      {services && <ServiceChoices>{services}</ServiceChoices>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {footer}
      <div className={clsx(modal.actions, modal.actionsStacked)}>
        <button type="button" className={buttons.primary} disabled={busy} onClick={() => onFinish(true)}>
          Proceed to Checkout
        </button>
        <button
          ref={continueRef}
          type="button"
          className={buttons.secondary}
          data-autofocus
          disabled={busy}
          onClick={() => onFinish(false)}
        >
          Continue Shopping
        </button>
      </div>
    </Modal>
  )
}
