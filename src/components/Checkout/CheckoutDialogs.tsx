'use client'

import clsx from 'clsx'
import { type ReactNode, useId } from 'react'
import { CircleAlert, TriangleAlert } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
import { DELETE_LINE_QUESTION, type ShownLine } from '@/lib/checkout/page-rules'
import styles from './CheckoutDialogs.module.css'

/** A message of the checkout: the invalid-form popup, an Error; `after` runs once it is closed. */
export type Popup = { title: string; lines: string[]; tone: 'error' | 'warning'; after?: () => void }

interface MessageProps {
  title: string
  /** 'error' shows the error icon; 'warning' the amber one. */
  tone: 'error' | 'warning'
  children: ReactNode
  /** The safe choice (the only button of a message): focused first, on the right, and what Escape does. */
  close: string
  onClose: () => void
  /** A confirmation's other answer (left of the safe one). */
  confirm?: { label: string; onConfirm: () => void }
}

/**
 * The checkout's messages in the store's modal, with the spec's words: no close button and no backdrop click, only
 * the answers (Escape is the safe one); focus returns to the control that opened it.
 */
function CheckoutMessage({ title, tone, children, close, onClose, confirm }: MessageProps) {
  const bodyId = useId()
  return (
    <Modal
      title={title}
      icon={
        tone === 'error' ? <CircleAlert aria-hidden="true" size={22} /> : <TriangleAlert aria-hidden="true" size={22} />
      }
      tone={tone}
      look="message"
      closeButton={false}
      backdropCloses={false}
      describedBy={bodyId}
      onClose={onClose}
    >
      <div id={bodyId} className={modal.body}>
        {children}
      </div>
      <div className={clsx(modal.actions, modal.actionsStacked)}>
        {confirm && (
          <button type="button" className={styles.dangerButton} onClick={confirm.onConfirm}>
            {confirm.label}
          </button>
        )}
        <button type="button" className={styles.primaryButton} onClick={onClose} data-autofocus>
          {close}
        </button>
      </div>
    </Modal>
  )
}

/** 'Remove product': the spec's question, the product's name; Cancel is the safe choice. */
export function DeleteLineDialog({
  line,
  onCancel,
  onDelete,
}: {
  line: ShownLine
  onCancel: () => void
  onDelete: () => void
}) {
  return (
    <CheckoutMessage
      title="Remove product"
      tone="warning"
      close="Cancel"
      onClose={onCancel}
      confirm={{ label: 'Delete', onConfirm: onDelete }}
    >
      <p>{DELETE_LINE_QUESTION}</p>
      <p className={styles.muted}>{line.name}</p>
    </CheckoutMessage>
  )
}

/** A popup's lines with OK; closing runs its `after` (focus the first highlighted field, reload). */
export function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  return (
    <CheckoutMessage
      title={popup.title}
      tone={popup.tone}
      close="OK"
      onClose={() => {
        const after = popup.after
        onClose()
        if (after) setTimeout(after, 0)
      }}
    >
      {popup.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </CheckoutMessage>
  )
}
