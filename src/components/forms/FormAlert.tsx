import clsx from 'clsx'
import { CircleAlert, CircleCheck } from '@/components/icons'
import styles from './forms.module.css'

/** The server's answer above a form: an error (role=alert) or a success (role=status). Nothing when empty. */
export function FormAlert({ tone, message }: { tone: 'error' | 'success'; message: string | null }) {
  if (!message) return null
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(styles.alert, tone === 'error' ? styles.alertError : styles.alertSuccess)}
    >
      {tone === 'error' ? <CircleAlert aria-hidden="true" size={18} /> : <CircleCheck aria-hidden="true" size={18} />}
      <span>{message}</span>
    </p>
  )
}
