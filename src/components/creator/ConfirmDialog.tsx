'use client'

import clsx from 'clsx'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
import styles from './creator.module.css'

interface Props {
  title: string
  message: string
  yes: string
  /** Without `no`, the dialog only informs (the Error modal): one button, Escape closes it. */
  no?: string
  /** Everything YES changes besides the shopper's own choice, listed under the message. */
  changes?: string[]
  onAnswer: (yes: boolean) => void
  /** While the answer is being carried out: the yes button waits. */
  busy?: boolean
}

/**
 * A confirmation in the store's modal with the spec's words: the native <dialog> traps focus and Escape answers
 * no. The safe choice (no; the only button of a message) sits on the right and has focus first; closing gives focus
 * back to the control that opened it (useModal).
 */
export function ConfirmDialog({ title, message, yes, no, changes = [], onAnswer, busy = false }: Props) {
  return (
    <Modal
      title={title}
      titleId="confirm-title"
      describedBy="confirm-message"
      size="md"
      look="popup"
      closeButton={false}
      backdropCloses={false}
      onClose={() => onAnswer(false)}
    >
      <div id="confirm-message">
        <p className={styles.dialogMessage}>{message}</p>
        {changes.length > 0 && (
          <>
            <p className={styles.dialogChangesTitle}>YES will also:</p>
            <ul className={styles.dialogChanges} data-testid="confirm-changes">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className={clsx(modal.actions, modal.actionsStacked)}>
        {no === undefined ? (
          <button type="button" className={styles.primaryButton} onClick={() => onAnswer(true)} data-autofocus>
            {yes}
          </button>
        ) : (
          <>
            <button type="button" className={styles.primaryButton} onClick={() => onAnswer(true)} disabled={busy}>
              {yes}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => onAnswer(false)} data-autofocus>
              {no}
            </button>
          </>
        )}
      </div>
    </Modal>
  )
}
