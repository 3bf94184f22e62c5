'use client'

import { useId } from 'react'
import { CircleAlert } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
import { ERROR_TITLE, type ErrorModalContent } from '@/lib/error-modal'
import styles from './ErrorModal.module.css'

/** The modal titled 'Error': the message, the field errors as a list, and OK (focused first). */
export function ErrorModal({ content, onClose }: { content: ErrorModalContent; onClose: () => void }) {
  const id = useId()
  return (
    <Modal
      title={ERROR_TITLE}
      icon={<CircleAlert aria-hidden="true" size={24} className={styles.icon} />}
      onClose={onClose}
      describedBy={id}
      testId="error-modal"
    >
      <div id={id} className={styles.body}>
        <p className={styles.message}>{content.message}</p>
        {content.fields.length > 0 && (
          <ul className={styles.fields}>
            {content.fields.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className={modal.actions}>
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </Modal>
  )
}
