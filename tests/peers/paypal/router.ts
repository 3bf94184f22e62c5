/**
 * The peer's tiny router: a route is a method, a path pattern (its groups are the path's ids) and a handler that
 * gives a status and a JSON body. Shared by the PayPal API routes and the /__peer/ controls.
 */
import type { IncomingMessage } from 'node:http'
import { PeerError } from './errors'

export interface Reply {
  status: number
  body: unknown
}

export interface Call {
  request: IncomingMessage
  /** The pattern's groups, URL-decoded. */
  params: string[]
  /** The raw request body. */
  text: string
}

export interface Route {
  method: string
  pattern: RegExp
  handle(call: Call): Reply | Promise<Reply>
}

/** The route for a request, with its path ids; null when none matches. */
export function findRoute(routes: Route[], method: string, path: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== method) continue
    const match = route.pattern.exec(path)
    if (match) return { route, params: match.slice(1).map((part) => decodeURIComponent(part)) }
  }
  return null
}

/** JSON of a PayPal API call: empty is `undefined`, malformed a 400 MALFORMED_REQUEST_JSON like PayPal's. */
export function strictJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new PeerError(400, 'INVALID_REQUEST', [
      { issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' },
    ])
  }
}

/** JSON of a control call, whatever its content type (the stand-in sends text/plain): `{}` when absent or bad. */
export function looseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
