/**
 * Runs the Discourse peer as its own process (end-to-end tests, by hand), loaded with DEMO_FORUM:
 *
 *   node --import tsx tests/peers/discourse/cli.ts --port 12415
 *
 * Prints "discourse peer listening on <url>" when ready; stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util'
import { DEMO_FORUM, startDiscoursePeer } from './server'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '12415' }, host: { type: 'string', default: '127.0.0.1' } },
})
const peer = await startDiscoursePeer({ port: Number(values.port), host: values.host })
peer.load(DEMO_FORUM)
console.log(`discourse peer listening on ${peer.url}`)
const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
