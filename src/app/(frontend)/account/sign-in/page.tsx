import type { Metadata } from 'next'
import styles from '@/components/auth/auth.module.css'
import { SignInTabs } from '@/components/auth/SignInTabs'
import { WhyAccount } from '@/components/auth/WhyAccount'

export const metadata: Metadata = { title: 'Sign In or Create Account · Padforge', robots: { index: false } }

/**
 * /account/sign-in (account.md section 2): the same static page for everybody; the tab (#login, #register), the
 * redirect-url and whether the shopper is already signed in are read in the browser.
 */
export default function SignInPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>My Account</h1>
      <p className={styles.lead}>Sign in to your account, or create one in a minute.</p>
      <div className={styles.layout}>
        <SignInTabs />
        <WhyAccount />
      </div>
    </div>
  )
}
