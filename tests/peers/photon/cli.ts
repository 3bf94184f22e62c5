/**
 * Runs the Photon peer (geocoder and map tiles) as its own process (end-to-end tests, by hand):
 *
 *   node --import tsx tests/peers/photon/cli.ts --port 12440
 *
 * Prints "photon peer listening on <url>" when ready; stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util'
import { startPhotonPeer } from './server'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '12440' }, host: { type: 'string', default: '127.0.0.1' } },
})
const peer = await startPhotonPeer({ port: Number(values.port), host: values.host })
console.log(`photon peer listening on ${peer.url} (tiles: ${peer.tileUrl})`)
const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
