'use client'

import Link from 'next/link'
import { useId } from 'react'
import { ErrorModal } from '@/components/errors/ErrorModal'
import { CircleCheck } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
import { continueLabel, WISHLIST_MODAL, WISHLIST_PAGE } from '@/lib/wishlist'
import type { Notice } from './store'
import styles from './wishlist.module.css'

/**
 * The wish list's message in the store's modal (storefront.md sections 4 and 8): after a save, the message with View
 * Your List and Continue Shopping (on the compare page Continue Comparing Products: the safe choice, focused first, on
 * the right); after a failure the Error modal. Escape, the close button and the backdrop close it; focus goes back to
 * the button that opened it (Modal).
 */
export default function WishlistModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const messageId = useId()
  if (notice.kind !== 'saved') return <ErrorModal content={{ message: notice.message, fields: [] }} onClose={onClose} />
  return (
    <Modal
      title={WISHLIST_MODAL.title}
      icon={<CircleCheck aria-hidden="true" size={24} className={styles.okIcon} />}
      onClose={onClose}
      describedBy={messageId}
      testId="wishlist-modal"
    >
      <p id={messageId}>{notice.message}</p>
      <div className={modal.actions}>
        <Link href={WISHLIST_PAGE} className="button button-secondary" onClick={onClose}>
          {WISHLIST_MODAL.view}
        </Link>
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          {continueLabel(notice.variant)}
        </button>
      </div>
    </Modal>
  )
}
