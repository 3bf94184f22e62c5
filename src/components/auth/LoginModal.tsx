'use client'

import Link from 'next/link'
import { Modal } from '@/components/modal/Modal'
import { signInHref } from '@/lib/routes/account'
import styles from './auth.module.css'
import { LoginForm } from './LoginForm'

/**
 * The login modal (account.md sections 2 and 4) in the store's modal (Escape, the close button and the backdrop close
 * it): the sign-in form and a Create account link. A successful sign-in closes it without leaving the page; the
 * `loggedIn` event tells the page who signed in.
 */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  // Rendered in the browser only (the host mounts it when opened): the page to come back to after registering.
  const here = () => `${window.location.pathname}${window.location.search}`

  return (
    <Modal title="Sign in" onClose={onClose} testId="login-modal">
      <LoginForm idPrefix="modal-login" onSignedIn={onClose} />
      <p className={styles.modalFoot}>
        New here?{' '}
        <Link href={signInHref(here(), 'register')} onClick={onClose}>
          Create account
        </Link>
      </p>
    </Modal>
  )
}
