/**
 * Which client a request comes from, for per-address rate limits. No Payload or Next import (the request type only).
 *
 * A Next route handler is not told the connection's address: Next passes it on only as `X-Forwarded-For`, and only
 * when the client did not send that header itself (`??=` in next/dist/server/base-server.js), so without a proxy
 * the header is whatever the client wrote. It is therefore read only when `TRUST_PROXY` says how many proxies of
 * ours stand in front of the app (`TRUST_PROXY=1`: one, e.g. nginx or a load balancer).
 *
 * Which entry: each proxy appends the address it received the request from, so with N trusted proxies the client is
 * the N-th entry from the right. Entries further left were written by the client and prove nothing (nginx's usual
 * `$proxy_add_x_forwarded_for` keeps them). A proxy that replaces the header leaves one entry, read the same way.
 *
 * Anything else (no header, no trusted proxy, not an IP address) is `'unknown'`.
 */
import { isIP } from 'node:net'
import type { PayloadRequest } from 'payload'

export const UNKNOWN_ADDRESS = 'unknown'

/** TRUST_PROXY as a count of trusted proxies: a whole number, `true` meaning 1; unset or anything else 0. */
export function trustedProxies(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase()
  if (text === 'true') return 1
  return /^\d{1,2}$/.test(text) ? Number(text) : 0
}

/** One address as the limits key it: IPv4-mapped IPv6 as IPv4, a port after IPv4 or inside brackets dropped. */
export function normalAddress(raw: string): string | null {
  let text = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)
  if (v4WithPort) text = v4WithPort[1]!
  if (text.startsWith('::ffff:') && isIP(text.slice(7)) === 4) text = text.slice(7)
  return isIP(text) ? text : null
}

/** The client's address from `X-Forwarded-For` behind `proxies` trusted proxies, else 'unknown'. */
export function addressFromForwardedFor(header: string | null | undefined, proxies: number): string {
  if (proxies < 1 || !header) return UNKNOWN_ADDRESS
  const hops = header.split(',')
  const entry = hops[hops.length - proxies]
  return (entry !== undefined && normalAddress(entry)) || UNKNOWN_ADDRESS
}

/** The client's address (see the module comment): 'unknown' unless a trusted proxy told us. */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  const header = req.headers?.get?.('x-forwarded-for')
  return addressFromForwardedFor(header, trustedProxies(process.env.TRUST_PROXY))
}
