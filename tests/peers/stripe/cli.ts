/**
 * The Stripe peer as its own process, for the end-to-end tests (Playwright's webServer) or by hand:
 *
 *   node --import tsx tests/peers/stripe/cli.ts --port 12111 --webhook-url http://localhost:3100/api/... \
 *     --webhook-secret whsec_... [--auto-deliver]
 *
 * GET /__peer/events answers once it listens (a readiness URL). Stops on SIGINT / SIGTERM.
 */
import { startStripePeer } from './server'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

const peer = await startStripePeer({
  port: Number(argument('--port') ?? 12111),
  host: argument('--host') ?? '127.0.0.1',
  webhookUrl: argument('--webhook-url'),
  webhookSecret: argument('--webhook-secret'),
  autoDeliver: process.argv.includes('--auto-deliver'),
})
console.log(`Stripe peer on ${peer.url} (webhooks to ${argument('--webhook-url') ?? 'nowhere yet'})`)

const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
