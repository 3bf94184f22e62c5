'use client'

import { X } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { signInHref } from '@/lib/routes/account'
import styles from './auth.module.css'
import { LoginForm } from './LoginForm'

/**
 * The login modal (account.md sections 2 and 4): a native <dialog> opened modal (the browser traps focus and closes it
 * on Escape), the sign-in form and a Create account link. A successful sign-in closes it without leaving the page;
 * the `loggedIn` event tells the page who signed in.
 */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  // Rendered in the browser only (the host mounts it when opened): the page to come back to after registering.
  const here = () => `${window.location.pathname}${window.location.search}`

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse extra; keys close it with Escape or Close
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="login-modal-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialog.current) dialog.current?.close()
      }}
    >
      <div className={styles.modalBox}>
        <div className={styles.modalHead}>
          <h2 id="login-modal-title" className={styles.modalTitle}>
            Sign in
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            <X aria-hidden="true" size={20} />
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        <LoginForm idPrefix="modal-login" onSignedIn={() => dialog.current?.close()} />
        <p className={styles.modalFoot}>
          New here?{' '}
          <Link href={signInHref(here(), 'register')} onClick={() => dialog.current?.close()}>
            Create account
          </Link>
        </p>
      </div>
    </dialog>
  )
}
