'use client'

import clsx from 'clsx'
import { X } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import styles from './Modal.module.css'
import { useModal } from './use-modal'

interface Props {
  title: ReactNode
  /** An icon before the title. */
  icon?: ReactNode
  onClose: () => void
  children: ReactNode
  /** `sm`: a message; `lg`: a quick look. */
  size?: 'sm' | 'lg'
  /** The modal's description (its message), for screen readers. */
  describedBy?: string
  testId?: string
}

/**
 * The storefront's modal: a native <dialog> opened modal (the browser traps focus, Escape closes it), a title, the
 * close button and its content; focus goes to the element marked `data-autofocus`, and back to the opener on close.
 */
export function Modal({ title, icon, onClose, children, size = 'sm', describedBy, testId }: Props) {
  const ref = useModal()
  const titleId = useId()
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes it with Escape (onCancel)
    <dialog
      ref={ref}
      className={clsx(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        if (event.target === event.currentTarget) onClose()
      }}
      data-testid={testId}
    >
      <div className={styles.box}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {icon}
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <X aria-hidden="true" size={20} />
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
