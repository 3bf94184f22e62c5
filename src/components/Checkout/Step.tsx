import type { ReactNode } from 'react'
import styles from './Step.module.css'

/** One numbered step of the checkout (checkout.md section 2), a region named by its title. */
export function Step({
  number,
  title,
  id,
  children,
  busy,
}: {
  number: number
  title: string
  id: string
  children: ReactNode
  busy?: boolean
}) {
  return (
    <section
      className={styles.step}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      data-testid={`step-${id}`}
    >
      <h2 id={`${id}-title`} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        <span className="visually-hidden">Step {number}: </span>
        {title}
      </h2>
      <div className={styles.stepBody}>{children}</div>
    </section>
  )
}
