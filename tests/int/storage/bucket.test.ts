import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedBucket } from '../../../src/storage/bucket'
import { type S3Peer, startS3Peer } from '../../peers/s3/server'

// The bucket helpers against a real S3 API (s3rver through the AWS SDK), not a mock of either.

let peer: S3Peer
beforeAll(async () => {
  peer = await startS3Peer()
})
afterAll(async () => {
  await peer.close()
})

describe('the shared bucket (issue 33)', () => {
  it('is null when S3_BUCKET is not set', () => {
    expect(sharedBucket({})).toBeNull()
  })

  it('keeps the exact bytes put (no checksum trailer in the stored object)', async () => {
    const bucket = sharedBucket(peer.env)
    if (!bucket) throw new Error('expected a bucket')
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))
    await bucket.put('media/bytes.bin', body, 'application/octet-stream')
    expect(await bucket.has('media/bytes.bin')).toBe(true)
    const back = await bucket.get('media/bytes.bin')
    expect(back?.equals(body)).toBe(true)
  })

  it('answers null and false for a key that is not there', async () => {
    const bucket = sharedBucket(peer.env)
    expect(await bucket?.get('media/missing.png')).toBeNull()
    expect(await bucket?.has('media/missing.png')).toBe(false)
  })

  it('is made again when the settings change, and throws when the server is away', async () => {
    const first = sharedBucket(peer.env)
    expect(sharedBucket(peer.env)).toBe(first)
    const away = sharedBucket({ ...peer.env, S3_ENDPOINT: 'http://127.0.0.1:9' })
    expect(away).not.toBe(first)
    await expect(away?.get('media/bytes.bin')).rejects.toThrow()
  })
})
