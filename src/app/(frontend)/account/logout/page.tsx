import type { Metadata } from 'next'
import styles from '@/components/auth/auth.module.css'
import { SignOut } from '@/components/auth/SignOut'

export const metadata: Metadata = { title: 'Log Out · Padforge', robots: { index: false } }

/** /account/logout: signs out in the browser (Payload's logout clears the cookie), then home. */
export default function LogoutPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">Log Out</h1>
      <SignOut />
    </div>
  )
}
