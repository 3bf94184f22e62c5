'use client'

import { CircleAlert, TriangleAlert } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useModal } from '@/components/modal/use-modal'
import styles from './Checkout.module.css'

interface Props {
  title: string
  /** 'error' shows the error icon; 'warning' the amber one. */
  tone?: 'error' | 'warning' | 'plain'
  children: ReactNode
  /** The safe choice (the only button of a message): focused first, on the right, and what Escape does. */
  close: string
  onClose: () => void
  /** A confirmation's other answer (left of the safe one). */
  confirm?: { label: string; onConfirm: () => void; busy?: boolean }
}

/**
 * The checkout's modal: the native <dialog> traps focus and sends Escape as cancel (= the safe choice); focus
 * returns to the control that opened it (useModal). Used for the invalid-form popup, the Error popup and the delete
 * confirmation, with the spec's words.
 */
export function Dialog({ title, tone = 'plain', children, close, onClose, confirm }: Props) {
  const ref = useModal()
  const titleId = useId()
  const bodyId = useId()
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle} data-tone={tone}>
        {tone === 'error' && <CircleAlert aria-hidden="true" size={22} />}
        {tone === 'warning' && <TriangleAlert aria-hidden="true" size={22} />}
        {title}
      </h2>
      <div id={bodyId} className={styles.dialogBody}>
        {children}
      </div>
      <div className={styles.dialogActions}>
        {confirm && (
          <button
            type="button"
            className={styles.dangerButton}
            onClick={confirm.onConfirm}
            disabled={confirm.busy}
            aria-busy={confirm.busy}
          >
            {confirm.label}
          </button>
        )}
        <button type="button" className={styles.primaryButton} onClick={onClose} data-autofocus>
          {close}
        </button>
      </div>
    </dialog>
  )
}
