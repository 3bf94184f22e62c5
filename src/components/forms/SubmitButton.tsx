import type { ReactNode } from 'react'
import styles from './forms.module.css'

/** A form's main button: disabled with a spinner while the form is being sent (LOOK.md: every wait shows progress). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}
