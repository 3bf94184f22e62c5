'use client'

import { X } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useModal } from '@/components/modal/use-modal'
import styles from '../creator.module.css'
import admin from './admin.module.css'

interface Props {
  title: string
  children: ReactNode
  onClose: () => void
  /** Buttons under the content (mark the safe one `data-autofocus`); a single OK button when left out. */
  actions?: ReactNode
  wide?: boolean
  tone?: 'success' | 'error'
}

/** A modal for the admin's popups (native <dialog>: focus trapped, Escape closes, OK has focus first). */
export function AdminDialog({ title, children, onClose, actions, wide, tone }: Props) {
  const ref = useModal()
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? admin.wideDialog : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={`${styles.dialogTitle} ${tone ? admin[tone] : ''}`}>
          {title}
        </h2>
        <button type="button" className={styles.closeButton} aria-label="Close" onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {children}
      <div className={styles.dialogActions}>
        {actions ?? (
          <button type="button" className={styles.primaryButton} onClick={onClose} data-autofocus>
            OK
          </button>
        )}
      </div>
    </dialog>
  )
}
