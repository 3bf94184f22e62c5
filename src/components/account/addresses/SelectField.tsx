'use client'

import { forwardRef, type SelectHTMLAttributes, useId } from 'react'
import forms from '@/components/forms/forms.module.css'
import styles from './addresses.module.css'

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  error?: string
  options: ReadonlyArray<{ value: string; label: string }>
  /** The empty first option ('Choose a state'). */
  placeholder?: string
}

/** A labelled select with its message under it (aria-describedby, aria-invalid), for react-hook-form's `register`. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, options, placeholder, id, ...select },
  ref,
) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = error ? `${selectId}-error` : undefined
  return (
    <div className={forms.field}>
      <label htmlFor={selectId} className={forms.label}>
        {label}
        {select.required && (
          <span aria-hidden="true" className={forms.required}>
            {' '}
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={`${forms.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={forms.error}>
          {error}
        </p>
      )}
    </div>
  )
})
