'use client'

import { CircleAlert, CircleCheck, X } from 'lucide-react'
import Link from 'next/link'
import { useModal } from '@/creator/ui/use-modal'
import { continueLabel, WISHLIST_MODAL, WISHLIST_PAGE } from '@/lib/wishlist'
import type { Notice } from './store'
import styles from './wishlist.module.css'

/**
 * The wish list's message as a modal (storefront.md sections 4 and 8): after a save, the message with View Your List
 * and Continue Shopping (on the compare page Continue Comparing Products: the safe choice, focused first, on the right);
 * after a failure the Error modal. Escape and
 * the close button close it; focus goes back to the button that opened it (useModal).
 */
export default function WishlistModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const ref = useModal()
  const saved = notice.kind === 'saved'
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="wishlist-modal-title"
      aria-describedby="wishlist-modal-message"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      data-testid="wishlist-modal"
    >
      <div className={styles.dialogHead}>
        <h2 id="wishlist-modal-title" className={styles.dialogTitle}>
          {saved ? (
            <CircleCheck aria-hidden="true" size={24} className={styles.okIcon} />
          ) : (
            <CircleAlert aria-hidden="true" size={24} className={styles.errorIcon} />
          )}
          {saved ? WISHLIST_MODAL.title : 'Error'}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <X aria-hidden="true" size={20} />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <p id="wishlist-modal-message" className={styles.dialogMessage}>
        {notice.message}
      </p>
      <div className={styles.dialogActions}>
        {saved ? (
          <>
            <Link href={WISHLIST_PAGE} className={styles.secondary} onClick={onClose}>
              {WISHLIST_MODAL.view}
            </Link>
            <button type="button" className={styles.primary} onClick={onClose} data-autofocus>
              {continueLabel(notice.variant)}
            </button>
          </>
        ) : (
          <button type="button" className={styles.primary} onClick={onClose} data-autofocus>
            {WISHLIST_MODAL.close}
          </button>
        )}
      </div>
    </dialog>
  )
}
