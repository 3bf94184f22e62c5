import { APIError, ValidationError } from 'payload'
import { type FieldErrors, STATUS_OF, StoreError } from '../../lib/errors'
import { CLIENT_FAULT_MESSAGE, isClientFault } from './client-faults'

/** The one error shape the storefront reads (its Error modal shows `message`; forms put `errors` by their fields). */
export interface ErrorBody {
  message: string
  errors?: FieldErrors
}

export function errorReply(
  status: number,
  message: string,
  errors?: FieldErrors,
  headers?: HeadersInit,
  extra?: Readonly<Record<string, unknown>>,
): Response {
  const body: ErrorBody = errors && Object.keys(errors).length ? { message, errors } : { message }
  return Response.json(extra ? { ...extra, ...body } : body, { status, headers })
}

/**
 * Maps a thrown failure to its reply: the store's own failures by kind, Payload's validation errors as 400 with the
 * fields, Payload's API errors with their status, the client's faults Postgres or a parser found as 400. Anything else is the store's fault:
 * logged, and answered 500 without details. `log` receives what is not the client's fault.
 */
export function replyForError(error: unknown, log: (error: unknown) => void): Response {
  if (error instanceof StoreError) {
    const headers = error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined
    return errorReply(STATUS_OF[error.kind], error.message, error.errors, headers, error.extra)
  }
  if (error instanceof ValidationError) {
    const errors: FieldErrors = {}
    for (const { path, message } of error.data?.errors ?? []) errors[path] = [...(errors[path] ?? []), message]
    return errorReply(400, error.message, errors)
  }
  if (error instanceof APIError && error.status >= 400 && error.status < 500)
    return errorReply(error.status, error.message)
  if (isClientFault(error)) {
    log(error)
    return errorReply(400, CLIENT_FAULT_MESSAGE)
  }
  log(error)
  return errorReply(500, 'Something went wrong on our side. Please try again.')
}
