// What the storefront's Error modal shows (storefront.md section 8): the server's message, or the list of field
// errors, or 'Unknown Error' when the error is a plain string (or nothing readable). No framework import.
import { isRecord } from './is-record'

export const ERROR_TITLE = 'Error'
export const UNKNOWN_ERROR = 'Unknown Error'

export interface ErrorModalContent {
  message: string
  /** Field errors, one line each ('Email: This field is required.'). */
  fields: string[]
}

/** 'shippingAddress.zip' → 'Shipping address zip'. */
function fieldLabel(path: string): string {
  const words = path
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : ''
}

function fieldLines(errors: unknown): string[] {
  if (Array.isArray(errors))
    return errors.flatMap((e) => (isRecord(e) && typeof e.message === 'string' && e.message ? [e.message] : []))
  if (!isRecord(errors)) return []
  return Object.entries(errors).flatMap(([field, messages]) => {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    )
    const label = fieldLabel(field)
    return list.map((m) => (label ? `${label}: ${m}` : m))
  })
}

/** The modal's message and field lines for a failed call's answer (`{ message, errors }`) or a thrown value. */
export function errorModalContent(error: unknown): ErrorModalContent {
  if (!isRecord(error)) return { message: UNKNOWN_ERROR, fields: [] }
  const fields = fieldLines(error.errors)
  const message = typeof error.message === 'string' ? error.message.trim() : ''
  if (message) return { message, fields }
  return fields.length ? { message: 'Please check these fields:', fields } : { message: UNKNOWN_ERROR, fields: [] }
}
