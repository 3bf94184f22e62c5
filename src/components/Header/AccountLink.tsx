'use client'

import Link from 'next/link'
import { UserRound } from '@/components/icons'
import { useViewer } from '@/components/session'
import { ACCOUNT_HOME, LOGOUT_PATH, SHIPPING_ADDRESSES_PATH, SIGN_IN_PATH, signInHref } from '@/lib/routes/account'
import styles from './Header.module.css'

/**
 * The header's account icon: sign-in for a guest, the account for a customer (with a dot that says so). The header is
 * part of every cached page, so who is signed in comes from the browser's GET /api/session (useViewer).
 */
export function AccountLink() {
  const { viewer } = useViewer()
  return (
    <Link href={viewer ? ACCOUNT_HOME : SIGN_IN_PATH} className={styles.iconButton} data-signed-in={Boolean(viewer)}>
      <UserRound aria-hidden="true" size={22} />
      {viewer && <span aria-hidden="true" className={styles.signedInDot} />}
      <span className="visually-hidden">
        {viewer ? `My account${viewer.firstName ? ` (${viewer.firstName})` : ''}` : 'Account: sign in'}
      </span>
    </Link>
  )
}

/** The phone menu's account links. */
export function MobileAccountLinks() {
  const { viewer } = useViewer()
  if (!viewer)
    return (
      <>
        <li>
          <Link href={SIGN_IN_PATH}>Sign in</Link>
        </li>
        <li>
          <Link href={signInHref(undefined, 'register')}>Create an account</Link>
        </li>
      </>
    )
  return (
    <>
      <li>
        <Link href={ACCOUNT_HOME}>My account{viewer.firstName ? ` (${viewer.firstName})` : ''}</Link>
      </li>
      <li>
        <Link href={SHIPPING_ADDRESSES_PATH}>Shipping addresses</Link>
      </li>
      <li>
        <Link href={LOGOUT_PATH}>Log out</Link>
      </li>
    </>
  )
}
