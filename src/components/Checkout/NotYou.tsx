import Link from 'next/link'
import { LOGOUT_PATH } from '@/lib/routes/account'
import styles from './NotYou.module.css'

/** 'Not you? Sign out' beside a signed-in customer's greeting (issue 27 item 10). */
export function NotYou() {
  return (
    <span className={styles.notYou}>
      Not you?{' '}
      <Link href={LOGOUT_PATH} className={styles.link}>
        Sign out
      </Link>
    </span>
  )
}
