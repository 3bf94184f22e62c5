import { Logo } from '@/components/Header/Logo'
import { LockKeyhole } from '@/components/icons'
import styles from './CheckoutBar.module.css'

/** The focused checkout's top bar (issue 27 item 10): the logo home and a secure-checkout note, no menu. */
export function CheckoutBar() {
  return (
    <div className={styles.bar} data-testid="checkout-bar">
      <div className={`container ${styles.inner}`}>
        <Logo />
        <p className={styles.secure}>
          <LockKeyhole aria-hidden="true" size={16} />
          Secure checkout
        </p>
      </div>
    </div>
  )
}
