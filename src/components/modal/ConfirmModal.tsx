'use client'

import { useId } from 'react'
import { Modal } from './Modal'
import styles from './Modal.module.css'

interface Props {
  title: string
  message: string
  yes: string
  /** Without `no` it is a message: one button (focused first); Escape, the close button and the backdrop close it. */
  no?: string
  onAnswer: (yes: boolean) => void
  /** While the answer is being carried out: both buttons wait and the modal stays open until it is done. */
  busy?: boolean
  testId?: string
}

/**
 * A storefront confirmation (or a one-button message) in the store's modal, with the spec's words. The safe choice
 * (no; the only button of a message) sits on the right and has focus first, so Enter never confirms at once; Escape,
 * the close button and the backdrop answer no.
 */
export function ConfirmModal({ title, message, yes, no, onAnswer, busy = false, testId }: Props) {
  const messageId = useId()
  // Once yes is underway there is nothing left to refuse: closing waits for it like the buttons do.
  const refuse = () => {
    if (!busy) onAnswer(false)
  }
  return (
    <Modal title={title} onClose={refuse} describedBy={messageId} testId={testId}>
      <p id={messageId}>{message}</p>
      <div className={styles.actions}>
        {no === undefined ? (
          <button type="button" className="button button-primary" onClick={() => onAnswer(true)} data-autofocus>
            {yes}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onAnswer(true)}
              disabled={busy}
              aria-busy={busy}
            >
              {yes}
            </button>
            <button type="button" className="button button-primary" onClick={refuse} disabled={busy} data-autofocus>
              {no}
            </button>
          </>
        )}
      </div>
    </Modal>
  )
}
