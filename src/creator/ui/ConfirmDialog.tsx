'use client'

import { useModal } from '@/components/modal/use-modal'
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
 * A confirmation as a modal dialog with the spec's words: the native <dialog> traps focus and Escape answers
 * no. The safe choice (no; the only button of a message) sits on the right and has focus first; closing gives focus
 * back to the control that opened it (useModal).
 */
export function ConfirmDialog({ title, message, yes, no, changes = [], onAnswer, busy = false }: Props) {
  const ref = useModal()
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(event) => {
        event.preventDefault()
        onAnswer(false)
      }}
    >
      <h2 id="confirm-title" className={styles.dialogTitle}>
        {title}
      </h2>
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
      <div className={styles.dialogActions}>
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
    </dialog>
  )
}
