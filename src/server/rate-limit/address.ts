/**
 * Which client a request comes from, for per-address rate limits. No Payload or Next import (the request type only).
 *
 * A Next route handler is not told the connection's address: Next passes it on only as `X-Forwarded-For`, and only
 * when the client did not send that header itself (`??=` in next/dist/server/base-server.js), so without a proxy
 * the header is whatever the client wrote. So the address comes from one of two places:
 *
 * - served directly (`npm start`, `npm run serve`): `scripts/serve.mjs` puts Next's handler behind a Node server that
 *   writes the socket's peer address into `X-Padforge-Peer`, replacing any copy the client sent, and sets
 *   `PADFORGE_PEER_STAMP=1` in its own environment; the header is read only then (under plain `next start` the client
 *   could write it);
 * - behind proxies of ours (`TRUST_PROXY=n`, e.g. `1` for nginx or a load balancer): the socket's peer is the proxy,
 *   so the client is the n-th `X-Forwarded-For` entry from the right. Each proxy appends the address it received the
 *   request from; entries further left were written by the client and prove nothing (nginx's usual
 *   `$proxy_add_x_forwarded_for` keeps them). A proxy that replaces the header leaves one entry, read the same way.
 *
 * Anything else (plain `next start` or `next dev` without TRUST_PROXY, no header, not an IP address) is `'unknown'`.
 */
import { isIP } from 'node:net'
import type { PayloadRequest } from 'payload'

export const UNKNOWN_ADDRESS = 'unknown'

/** The header `scripts/serve.mjs` writes the connection's address into (scripts/lib/peer.mjs, same name). */
export const PEER_HEADER = 'x-padforge-peer'
/** Set to '1' by `scripts/serve.mjs` in its own process: only then is PEER_HEADER the server's, not the client's. */
export const PEER_STAMP_FLAG = 'PADFORGE_PEER_STAMP'

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

/** The client's address (see the module comment): from the trusted proxies, else the server's stamp, else 'unknown'. */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  const proxies = trustedProxies(process.env.TRUST_PROXY)
  if (proxies > 0) return addressFromForwardedFor(req.headers?.get?.('x-forwarded-for'), proxies)
  if (process.env[PEER_STAMP_FLAG] !== '1') return UNKNOWN_ADDRESS
  return normalAddress(req.headers?.get?.(PEER_HEADER) ?? '') ?? UNKNOWN_ADDRESS
}
