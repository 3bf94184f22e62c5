/**
 * Runs the Google tag peer as its own process (end-to-end tests, by hand):
 *
 *   node --import tsx tests/peers/ga/cli.ts --port 12450
 *
 * Prints "ga peer listening on <url>" when ready (readiness URL: GET /__peer/requests); stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util'
import { startGaPeer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12450' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})
const peer = await startGaPeer({ port: Number(values.port), host: values.host })
console.log(`ga peer listening on ${peer.url}`)
const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
