/**
 * Runs the EasyPost peer as its own process (end-to-end tests, by hand):
 *
 *   node --import tsx tests/peers/easypost/cli.ts --port 12416 [--api-key EZTK_padforge_test]
 *
 * Prints "easypost peer listening on <url>" when ready (readiness URL: GET /__peer/requests); stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util'
import { EASYPOST_TEST_KEY, startEasyPostPeer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12416' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string', default: EASYPOST_TEST_KEY },
  },
})
const peer = await startEasyPostPeer({ port: Number(values.port), host: values.host, apiKey: values['api-key'] })
console.log(`easypost peer listening on ${peer.url}`)
const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
