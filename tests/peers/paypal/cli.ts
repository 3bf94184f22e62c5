/**
 * Runs the PayPal peer as its own process (for the end-to-end tests and by hand):
 *
 *   node --import tsx tests/peers/paypal/cli.ts --port 12112 --webhook-url http://localhost:3100/api/... [--auto-deliver]
 *
 * Also: --client-id, --client-secret, --webhook-id. Prints "paypal peer listening on <url>" when ready; stops on
 * SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util'
import { startPayPalPeer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12112' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'auto-deliver': { type: 'boolean', default: false },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'webhook-id': { type: 'string' },
  },
})

const peer = await startPayPalPeer({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'] ?? null,
  autoDeliver: values['auto-deliver'],
  ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
  ...(values['client-secret'] ? { clientSecret: values['client-secret'] } : {}),
  ...(values['webhook-id'] ? { webhookId: values['webhook-id'] } : {}),
})
console.log(`paypal peer listening on ${peer.url}`)

const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
