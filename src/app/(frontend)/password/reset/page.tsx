import type { Metadata } from 'next'
import styles from '@/components/auth/auth.module.css'
import { ResetRequestForm } from '@/components/auth/ResetRequestForm'

export const metadata: Metadata = { title: 'Reset Password · Padforge', robots: { index: false } }

/** /password/reset?email= : asks for the e-mail (prefilled from the query in the browser) and sends a link. */
export default function PasswordResetPage() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${styles.card} ${styles.narrow}`}>
        <h1 className={styles.title}>Reset your password</h1>
        <p className={styles.lead}>
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </p>
        <ResetRequestForm />
      </div>
    </div>
  )
}
