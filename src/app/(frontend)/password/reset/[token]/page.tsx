import type { Metadata } from 'next'
import styles from '@/components/auth/auth.module.css'
import { NewPasswordForm } from '@/components/auth/NewPasswordForm'

export const metadata: Metadata = {
  title: 'Choose a New Password · Padforge',
  robots: { index: false },
  // The token is in the path: never send it to another site in a Referer.
  referrer: 'no-referrer',
}

/** /password/reset/{token}: the link of the reset mail. The token is checked when the form is sent. */
export default async function NewPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${styles.card} ${styles.narrow}`}>
        <h1 className={styles.title}>Choose a new password</h1>
        <p className={styles.lead}>Pick a password of at least 6 characters. You will be signed in afterwards.</p>
        <NewPasswordForm token={token.slice(0, 200)} />
      </div>
    </div>
  )
}
