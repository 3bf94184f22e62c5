/**
 * Runs the S3 peer as its own process (the two-instance tests' Playwright webServer, by hand):
 *
 *   node --import tsx tests/peers/s3/cli.ts --port 12650 [--bucket padforge-test]
 *
 * Prints "s3 peer listening on <url>" when ready (readiness URL: GET <url>/<bucket>, the bucket's listing); stops on
 * SIGINT/SIGTERM and removes its folder.
 */
import { parseArgs } from 'node:util'
import { S3_PEER_BUCKET, startS3Peer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12650' },
    host: { type: 'string', default: '127.0.0.1' },
    bucket: { type: 'string', default: S3_PEER_BUCKET },
  },
})
const peer = await startS3Peer({ port: Number(values.port), host: values.host, bucket: values.bucket })
console.log(`s3 peer listening on ${peer.url}`)
const stop = () => {
  peer.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
