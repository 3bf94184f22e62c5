/**
 * The store's failures, by what went wrong rather than by HTTP status. Operations and pure modules throw these; the
 * HTTP layer (`src/endpoints/http`) turns each kind into one status and the one error shape the storefront reads
 * (`{ message, errors? }`). No framework import: the engine, the operations and the tests share them.
 */
export type FieldErrors = Partial<Record<string, string[]>>

export type FailureKind =
  | 'input' // the request is malformed: 400, naming the field
  | 'unauthorized' // signing in is needed: 401
  | 'forbidden' // the caller may not do this: 403
  | 'not-found' // what the request names does not exist: 404
  | 'conflict' // the request clashes with the current state: 409
  | 'too-large' // the body is over its cap: 413
  | 'rule' // a business rule refuses it: 422, with the spec's message
  | 'too-many' // a rate limit: 429 with Retry-After
  | 'payment' // the payment provider declined the money (a card declined, 3-D Secure failed): 402
  | 'unavailable' // a service the store depends on (a payment provider) cannot be reached: 503

export class StoreError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly errors?: FieldErrors,
    /** Seconds until a rate-limited caller may try again (kind 'too-many'). */
    readonly retryAfter?: number,
    /** More fields for the error body, named by the spec (create-order's code, type, disablePaymentButton). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class InputError extends StoreError {
  constructor(message: string, errors?: FieldErrors) {
    super('input', message, errors)
  }
}
export class UnauthorizedError extends StoreError {
  constructor(message = 'Please sign in first.') {
    super('unauthorized', message)
  }
}
export class ForbiddenError extends StoreError {
  constructor(message = 'You are not allowed to perform this action.') {
    super('forbidden', message)
  }
}
export class NotFoundError extends StoreError {
  constructor(message: string) {
    super('not-found', message)
  }
}
export class ConflictError extends StoreError {
  constructor(message: string) {
    super('conflict', message)
  }
}
export class TooLargeError extends StoreError {
  constructor(message: string) {
    super('too-large', message)
  }
}
export class RuleError extends StoreError {
  constructor(message: string, errors?: FieldErrors, extra?: Readonly<Record<string, unknown>>) {
    super('rule', message, errors, undefined, extra)
  }
}
export class TooManyRequestsError extends StoreError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please wait a moment and try again.') {
    super('too-many', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)))
  }
}

/** A payment the provider declined: 402 with the provider's message for the shopper and its `code`. */
export class PaymentDeclinedError extends StoreError {
  constructor(message: string, code: string | null) {
    super('payment', message, undefined, undefined, { code: code ?? 'payment_failed', type: 'payment', error: message })
  }
}
/** A provider the store relies on did not answer; nothing was charged by this request. */
export class ServiceUnavailableError extends StoreError {
  constructor(message = 'Payment is not available right now. Please try again in a minute.') {
    super('unavailable', message, undefined, 30)
  }
}

export const STATUS_OF: Readonly<Record<FailureKind, number>> = {
  input: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  rule: 422,
  'too-many': 429,
  payment: 402,
  unavailable: 503,
}
