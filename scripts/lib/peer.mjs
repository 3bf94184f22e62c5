// The socket's peer address, handed to the app in a header the client cannot forge (src/server/rate-limit/address.ts).
// `scripts/serve.mjs` serves the store through `peerServer`, which stamps every request before Next sees it.
import http from 'node:http'

/** The header the server writes; any copy a client sends is removed first. Same name in src/server/rate-limit. */
export const PEER_HEADER = 'x-padforge-peer'

/**
 * Set in the server's own environment by `scripts/serve.mjs`: the app reads PEER_HEADER only when it is '1', so a
 * store started some other way (plain `next start`, where the header is whatever the client wrote) never trusts it.
 */
export const PEER_STAMP_FLAG = 'PADFORGE_PEER_STAMP'

/** Replaces any client-sent PEER_HEADER (in `headers` and `rawHeaders`) with the socket's remote address. */
export function stampPeer(req) {
  const raw = req.rawHeaders
  if (raw.some((name, i) => i % 2 === 0 && name.toLowerCase() === PEER_HEADER)) {
    const kept = []
    for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== PEER_HEADER) kept.push(raw[i], raw[i + 1])
    req.rawHeaders = kept
  }
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
}

/** An HTTP server that stamps each request, then hands it to `handle(req, res)` (Next's request handler). */
export function peerServer(handle) {
  return http.createServer((req, res) => {
    stampPeer(req)
    Promise.resolve(handle(req, res)).catch((error) => {
      console.error(`Failed to handle request for ${req.url}`, error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
}
