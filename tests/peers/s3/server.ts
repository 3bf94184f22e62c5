/**
 * A local S3 for tests (issue 33): s3rver, an S3-compatible server on the file system, started in this process on a
 * temporary folder with the store's bucket made. The store's code talks to it through the real AWS SDK, as it would
 * to AWS or MinIO; nothing is mocked.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export const S3_PEER_BUCKET = 'padforge-test'
/** s3rver's own credentials (it checks signatures with them). */
export const S3_PEER_KEY = 'S3RVER'

export interface S3Peer {
  url: string
  port: number
  bucket: string
  /** The S3_* variables that point the store at this peer. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3Peer(options: { port?: number; host?: string; bucket?: string } = {}): Promise<S3Peer> {
  const host = options.host ?? '127.0.0.1'
  const bucket = options.bucket ?? S3_PEER_BUCKET
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'padforge-s3-'))
  const server = new S3rver({
    address: host,
    port: options.port ?? 0,
    directory,
    silent: true,
    // Path-style addresses only: the host is an IP.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const url = `http://${host}:${address.port}`
  return {
    url,
    port: address.port,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_PEER_KEY,
      S3_SECRET_ACCESS_KEY: S3_PEER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
