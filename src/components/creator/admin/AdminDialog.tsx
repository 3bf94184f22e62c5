'use client'

import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
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

/** A modal for the admin's popups (the store's modal: focus trapped, Escape closes, OK has focus first). */
export function AdminDialog({ title, children, onClose, actions, wide, tone }: Props) {
  return (
    <Modal
      title={tone ? <span className={admin[tone]}>{title}</span> : title}
      size={wide ? 'wide' : 'md'}
      look="popup"
      backdropCloses={false}
      onClose={onClose}
    >
      {children}
      <div className={clsx(modal.actions, modal.actionsStacked)}>
        {actions ?? (
          <button type="button" className={styles.primaryButton} onClick={onClose} data-autofocus>
            OK
          </button>
        )}
      </div>
    </Modal>
  )
}
