'use client'

import {
  Button,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldBaseClass,
  RenderCustomComponent,
  useField,
} from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { JSONFieldClientComponent, Validate } from 'payload'
import { type ChangeEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import styles from './JsonField.module.css'
import { describeJsonError, formatJson, type JsonSyntaxError, parseJsonText, sameJson } from './json-text'

const MIN_ROWS = 6
const MAX_ROWS = 28

const rowsFor = (text: string) => {
  let lines = 1
  for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) lines++
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, lines + 1))
}

/**
 * Editor for `json` fields: a plain monospace textarea instead of Payload's code editor, which loads Monaco from a
 * CDN and never appears on a machine that cannot reach it (docs/decisions.md). Valid JSON goes into the form as
 * data; invalid JSON keeps the text, shows where it breaks and keeps the form from saving.
 */
export const JsonField: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { admin, label, localized, required } = field
  // Read by the validator, so the copy the form keeps in its field state always answers for the current text.
  // (Payload's document edit view does not run client validators on submit; forms that do will refuse here.)
  const syntaxErrorRef = useRef<JsonSyntaxError | null>(null)
  const [syntaxError, setSyntaxError] = useState<JsonSyntaxError | null>(null)

  const validate = useCallback<Validate>(
    (value, { req }) => {
      if (syntaxErrorRef.current) return describeJsonError(syntaxErrorRef.current)
      if (required && (value === null || value === undefined)) return req.t('validation:required')
      return true
    },
    [required],
  )

  const {
    customComponents: { AfterInput, BeforeInput, Description, Error: CustomError, Label } = {},
    disabled,
    initialValue,
    path,
    setValue,
    showError,
    value,
  } = useField<unknown>({ potentiallyStalePath: pathFromProps, validate })

  const locked = Boolean(readOnly || admin?.readOnly || disabled)
  const [text, setText] = useState(() => formatJson(value ?? initialValue))
  const textRef = useRef(text)
  textRef.current = text
  // The last value this editor put into the form: when the form's value is that, the text already says it.
  const emittedRef = useRef<unknown>(value)
  const textareaRef = useRef<HTMLTextAreaElement>(null)

  // A value from elsewhere (document loaded, reset, the saved document coming back): show it, unless the text
  // already says the same (then keep the merchandiser's layout and key order).
  useEffect(() => {
    if (value === emittedRef.current) return
    emittedRef.current = value
    const current = textRef.current
    if (typeof value === 'string' && value === current) return
    const parsed = parseJsonText(current)
    if (parsed.ok && sameJson(parsed.value, value ?? null)) return
    syntaxErrorRef.current = null
    setSyntaxError(null)
    setText(formatJson(value))
  }, [value])

  const onChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) => {
      if (locked) return
      const next = event.target.value
      setText(next)
      const parsed = parseJsonText(next)
      syntaxErrorRef.current = parsed.ok ? null : parsed.error
      setSyntaxError(syntaxErrorRef.current)
      // Invalid text goes into the form as it is, like Payload's own JSON field does: a save sends the string and
      // the field's server validator (zod: an object is expected) refuses it, so nothing is stored.
      const nextValue = parsed.ok ? parsed.value : next
      emittedRef.current = nextValue
      setValue(nextValue)
    },
    [locked, setValue],
  )

  const format = useCallback(() => {
    const parsed = parseJsonText(textRef.current)
    if (parsed.ok) setText(formatJson(parsed.value))
  }, [])

  const goToError = useCallback(() => {
    const textarea = textareaRef.current
    if (!textarea || !syntaxError) return
    textarea.focus()
    textarea.setSelectionRange(syntaxError.offset, Math.min(syntaxError.offset + 1, textarea.value.length))
    const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20
    textarea.scrollTop = Math.max(0, (syntaxError.line - 3) * lineHeight)
  }, [syntaxError])

  const inputId = `field-${path.replace(/\./g, '__')}`
  const errorId = `${inputId}-json-error`
  const style = useMemo(() => mergeFieldStyles(field), [field])
  const rows = useMemo(() => rowsFor(text), [text])
  const canFormat = !locked && !syntaxError && text.trim() !== ''

  return (
    <div
      className={[
        fieldBaseClass,
        styles.root,
        admin?.className,
        (showError || syntaxError) && styles.invalid,
        locked && `read-only ${styles.locked}`,
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid={`json-field-${path}`}
      style={style}
    >
      <RenderCustomComponent
        CustomComponent={Label}
        Fallback={<FieldLabel htmlFor={inputId} label={label} localized={localized} path={path} required={required} />}
      />
      <div className={`${fieldBaseClass}__wrap`}>
        {syntaxError ? null : (
          <RenderCustomComponent
            CustomComponent={CustomError}
            Fallback={<FieldError path={path} showError={showError} />}
          />
        )}
        {BeforeInput}
        <textarea
          aria-describedby={syntaxError ? errorId : undefined}
          aria-invalid={syntaxError || showError ? true : undefined}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          className={styles.input}
          id={inputId}
          name={path}
          onChange={onChange}
          readOnly={locked}
          ref={textareaRef}
          rows={rows}
          spellCheck={false}
          value={text}
        />
        {syntaxError ? (
          <div className={styles.syntaxError} id={errorId} role="alert">
            <span>{describeJsonError(syntaxError)}</span>
            {syntaxError.line > 0 ? (
              <button className={styles.goTo} onClick={goToError} type="button">
                Go to line {syntaxError.line}
              </button>
            ) : null}
          </div>
        ) : null}
        {locked ? null : (
          <div className={styles.actions}>
            <Button
              buttonStyle="secondary"
              disabled={!canFormat}
              margin={false}
              onClick={format}
              size="small"
              tooltip={syntaxError ? 'Fix the JSON first' : undefined}
              type="button"
            >
              Format
            </Button>
            <span className={styles.help}>Re-indents the JSON (2 spaces). Empty means no value.</span>
          </div>
        )}
        {AfterInput}
        <RenderCustomComponent
          CustomComponent={Description}
          Fallback={<FieldDescription description={admin?.description} path={path} />}
        />
      </div>
    </div>
  )
}
