/**
 * PayPal's error answers, as the REST APIs send them: `{ name, message, debug_id, details: [{ issue, description }],
 * links }` with the HTTP status. The peer's operations throw `PeerError`; the server turns it into that JSON.
 */
import { randomBytes } from 'node:crypto'

export interface ErrorDetail {
  issue: string
  description: string
  field?: string
  value?: string
  location?: string
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  NOT_AUTHORIZED: 'Authorization failed due to insufficient permissions.',
}

/** A PayPal error the peer answers with. */
export class PeerError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly details: ErrorDetail[],
  ) {
    super(details[0]?.description ?? MESSAGES[errorName] ?? errorName)
  }
}

/** 422 UNPROCESSABLE_ENTITY with one issue (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED...). */
export const unprocessable = (issue: string, description: string, field?: string) =>
  new PeerError(422, 'UNPROCESSABLE_ENTITY', [{ issue, description, ...(field ? { field, location: 'body' } : {}) }])

/** 400 INVALID_REQUEST with one issue (MISSING_REQUIRED_PARAMETER, INVALID_PARAMETER_VALUE...). */
export const invalid = (issue: string, description: string, field?: string) =>
  new PeerError(400, 'INVALID_REQUEST', [{ issue, description, ...(field ? { field, location: 'body' } : {}) }])

/** 404 RESOURCE_NOT_FOUND, issue INVALID_RESOURCE_ID. */
export const notFound = (what: string, id: string) =>
  new PeerError(404, 'RESOURCE_NOT_FOUND', [
    { issue: 'INVALID_RESOURCE_ID', description: `Specified resource ID does not exist (${what} ${id}).` },
  ])

/** A debug id like PayPal's (13 hex characters). */
export const debugId = () => randomBytes(7).toString('hex').slice(0, 13)

/** The JSON body of an error answer. */
export function errorBody(error: PeerError, id: string) {
  const issue = error.details[0]?.issue
  return {
    name: error.errorName,
    message: MESSAGES[error.errorName] ?? error.message,
    debug_id: id,
    details: error.details,
    links: issue
      ? [
          {
            href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
            rel: 'information_link',
          },
        ]
      : [],
  }
}
