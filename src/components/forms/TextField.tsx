'use client'

import { forwardRef, type InputHTMLAttributes, useId } from 'react'
import styles from './forms.module.css'

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** The message shown under the field (the spec's words); marks the input invalid. */
  error?: string
  hint?: string
}

/**
 * A labelled input with its message under it, tied by aria-describedby and aria-invalid. Works with react-hook-form's
 * `register` (it forwards the ref).
 */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {input.required && (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={className ? `${styles.input} ${className}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
})
