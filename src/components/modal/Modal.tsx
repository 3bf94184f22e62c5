'use client'

import clsx from 'clsx'
import { type ReactNode, useId } from 'react'
import { X } from '@/components/icons'
import styles from './Modal.module.css'
import { useModal } from './use-modal'

interface Props {
  title: ReactNode
  /** An icon before the title (coloured by `tone`). */
  icon?: ReactNode
  /** The title icon's colour: an error, a warning or a success. */
  tone?: 'error' | 'warning' | 'success'
  onClose: () => void
  children: ReactNode
  /** `sm`: a message; `md`: a popup with choices (Added to Cart, the creator's); `wide`: a table; `lg`: a quick look. */
  size?: 'sm' | 'md' | 'wide' | 'lg'
  /**
   * How it reads: `standard` (the storefront's modal); `popup` (a task's popup: the title centred beside a plain
   * close button); `message` (the checkout's messages: a bold, smaller title).
   */
  look?: 'standard' | 'popup' | 'message'
  /** The close button in the corner (what Escape does); left out for a message that has its own answer buttons. */
  closeButton?: boolean
  /** The close button waits (while the popup's work runs). */
  closeDisabled?: boolean
  /** A click on the backdrop closes it (a storefront modal); a popup waiting on an answer stays. */
  backdropCloses?: boolean
  /** The title's element id, when the page names it (else a generated one). */
  titleId?: string
  /** The modal's description (its message), for screen readers. */
  describedBy?: string
  testId?: string
  className?: string
}

/**
 * The store's modal: a native <dialog> opened modal (the browser traps focus, Escape closes it), a title, the
 * close button and its content; focus goes to the element marked `data-autofocus`, and back to the opener on close
 * (useModal). The storefront's, the checkout's and the creator's dialogs all draw it.
 */
export function Modal({
  title,
  icon,
  tone,
  onClose,
  children,
  size = 'sm',
  look = 'standard',
  closeButton = true,
  closeDisabled = false,
  backdropCloses = true,
  titleId,
  describedBy,
  testId,
  className,
}: Props) {
  const ref = useModal()
  const generatedId = useId()
  const labelId = titleId ?? generatedId
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes it with Escape (onCancel)
    <dialog
      ref={ref}
      className={clsx(styles.dialog, styles[size], className)}
      data-look={look}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        if (backdropCloses && event.target === event.currentTarget) onClose()
      }}
      data-testid={testId}
    >
      <div className={styles.box}>
        <div className={styles.head}>
          <h2 id={labelId} className={styles.title} data-tone={tone}>
            {icon}
            {title}
          </h2>
          {closeButton && (
            <button type="button" className={styles.close} onClick={onClose} disabled={closeDisabled}>
              <X aria-hidden="true" size={20} />
              <span className="visually-hidden">Close</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  )
}
