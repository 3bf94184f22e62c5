import type { ReactNode } from 'react'
import { Spinner } from '@/components/Spinner'
import styles from './forms.module.css'

interface Props {
  busy: boolean
  children: ReactNode
  /** The form cannot be sent yet (say why in the element `describedBy` names). */
  disabled?: boolean
  describedBy?: string
}

/** A form's main button: disabled with a spinner while the form is being sent (LOOK.md: every wait shows progress). */
export function SubmitButton({ busy, children, disabled = false, describedBy }: Props) {
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={busy || disabled}
      aria-busy={busy}
      aria-describedby={describedBy}
    >
      {busy && <Spinner size={16} tone="onAccent" />}
      {children}
    </button>
  )
}
