/**
 * Failures that are the client's doing even when they surface deep inside Payload or the database: Postgres refusing
 * a value (SQLSTATE class 22: a number out of range, text that is not a number, a NUL byte...), a body that is not
 * JSON, a URL that does not decode. Answered 400 instead of 500 by the store's endpoints and by Payload's own REST.
 */
export function isClientFault(error: unknown): boolean {
  if (error instanceof SyntaxError || error instanceof URIError) return true
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
  }
  return false
}

export const CLIENT_FAULT_MESSAGE = 'The request holds a value the store cannot read.'
