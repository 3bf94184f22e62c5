'use client'

import styles from './creator.module.css'
import { useModal } from './use-modal'

interface Props {
  title: string
  message: string
  yes: string
  /** Without `no`, the dialog only informs (the Error modal): one button, Escape closes it. */
  no?: string
  onAnswer: (yes: boolean) => void
  /** While the answer is being carried out: the yes button waits. */
  busy?: boolean
}

/**
 * A confirmation as a modal dialog with the spec's words: the native <dialog> traps focus and Escape answers
 * no. The safe choice (no) sits on the right and has focus first.
 */
export function ConfirmDialog({ title, message, yes, no, onAnswer, busy = false }: Props) {
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
      <p id="confirm-message" className={styles.dialogMessage}>
        {message}
      </p>
      <div className={styles.dialogActions}>
        {no === undefined ? (
          // biome-ignore lint/a11y/noAutofocus: the only answer takes focus when the dialog opens
          <button type="button" className={styles.primaryButton} onClick={() => onAnswer(true)} autoFocus>
            {yes}
          </button>
        ) : (
          <>
            <button type="button" className={styles.primaryButton} onClick={() => onAnswer(true)} disabled={busy}>
              {yes}
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes focus when the dialog opens */}
            <button type="button" className={styles.secondaryButton} onClick={() => onAnswer(false)} autoFocus>
              {no}
            </button>
          </>
        )}
      </div>
    </dialog>
  )
}
