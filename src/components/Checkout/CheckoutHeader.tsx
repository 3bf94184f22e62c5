'use client'

import Link from 'next/link'
import { openLoginModal } from '@/components/auth/open'
import { ArrowLeft, LogIn } from '@/components/icons'
import { useViewer } from '@/components/session'
import styles from './CheckoutHeader.module.css'
import { NotYou } from './NotYou'

/**
 * The checkout's header (checkout.md section 2): Continue Shopping to /store, and a sign-in prompt for guests or a
 * greeting with the first name for signed-in customers.
 */
export function CheckoutHeader() {
  const { viewer, known } = useViewer()
  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <Link href="/store" className={styles.continue}>
          <ArrowLeft aria-hidden="true" size={18} />
          Continue Shopping
        </Link>
      </div>
      <div className={styles.headerMain}>
        <h1 className={styles.title}>Checkout</h1>
        <div className={styles.who} aria-live="polite">
          {viewer ? (
            <p className={styles.greeting} data-testid="checkout-greeting">
              Hi, {viewer.firstName || 'there'} <NotYou />
            </p>
          ) : known ? (
            <p className={styles.signInPrompt}>
              <span>Have an account? Sign in to check out faster.</span>
              <button type="button" className={styles.linkButton} onClick={openLoginModal}>
                <LogIn aria-hidden="true" size={16} />
                Sign in
              </button>
            </p>
          ) : null}
        </div>
      </div>
    </header>
  )
}
