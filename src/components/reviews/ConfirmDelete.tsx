'use client'

import { useEffect, useRef } from 'react'
import styles from './reviews.module.css'

export const DELETE_REVIEW_QUESTION = 'Are you sure want to delete this review?'

/**
 * The spec's delete confirmation as a native modal <dialog>: focus is trapped, Escape answers no, the safe answer
 * sits on the right and has focus first.
 */
export function ConfirmDelete({ onAnswer, busy }: { onAnswer: (yes: boolean) => void; busy: boolean }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="delete-review-title"
      aria-describedby="delete-review-message"
      onCancel={(event) => {
        event.preventDefault()
        onAnswer(false)
      }}
    >
      <h2 id="delete-review-title" className={styles.dialogTitle}>
        Delete review
      </h2>
      <p id="delete-review-message">{DELETE_REVIEW_QUESTION}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button-primary" onClick={() => onAnswer(true)} disabled={busy}>
          {busy ? 'Deleting…' : 'Yes, Delete'}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes focus when the dialog opens */}
        <button type="button" className="button button-secondary" onClick={() => onAnswer(false)} autoFocus>
          No, Cancel
        </button>
      </div>
    </dialog>
  )
}
