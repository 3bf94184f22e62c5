// The production server `npm start` runs (scripts/start.mjs), also usable alone (`npm run serve`, with DATABASE_URL
// and PAYLOAD_SECRET set): Next's own request handler (its documented custom-server API; the same handler `next start`
// uses) behind a plain Node HTTP server that stamps every request with the socket's peer address first
// (scripts/lib/peer.mjs). Next alone does not hand that address to route handlers (src/server/rate-limit/address.ts),
// and per-address rate limits need it. Listens on PORT (3000) on every interface, as `next start` does.
import next from 'next'
import { PEER_STAMP_FLAG, peerServer } from './lib/peer.mjs'
import { publicUrlWarning } from './lib/public-url.mjs'

process.env.NODE_ENV = 'production'
process.env[PEER_STAMP_FLAG] = '1'
const port = Number(process.env.PORT ?? 3000)
// Once per start: absolute links (mails, referral links) need the public address.
const warning = publicUrlWarning(process.env)
if (warning) console.warn(`Warning: ${warning}`)

const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' })
await app.prepare()
const server = peerServer(app.getRequestHandler())
server.listen(port, () => console.log(`Ready on http://localhost:${port}`))

/** Ctrl-C or the launcher's SIGTERM: stop taking connections, let the ones in flight finish, then exit. */
function stop() {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop)
