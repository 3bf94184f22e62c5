import { describe, expect, it } from 'vitest'
import { KEY_PREFIXES, s3ClientSettings, s3Settings, uploadKey } from '../../../src/lib/storage/s3-settings'

const full = {
  S3_BUCKET: 'padforge',
  S3_ENDPOINT: 'http://127.0.0.1:12650',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
}

describe('object storage settings (issue 33)', () => {
  it('are null with no S3_BUCKET: files stay on this disk', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ' })).toBeNull()
  })

  it('read every variable', () => {
    expect(s3Settings(full)).toEqual({
      bucket: 'padforge',
      endpoint: 'http://127.0.0.1:12650',
      region: 'eu-west-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    })
  })

  it('default to us-east-1 and virtual-hosted addresses on AWS itself, path style on an endpoint of its own', () => {
    const aws = s3Settings({ ...full, S3_ENDPOINT: undefined, S3_REGION: undefined })
    expect(aws).toMatchObject({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false })
    expect(s3Settings({ ...full, S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false)
    expect(s3Settings({ ...full, S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'true' })?.forcePathStyle).toBe(true)
  })

  it('refuse half a configuration with the names that are missing', () => {
    expect(() => s3Settings({ S3_BUCKET: 'padforge' })).toThrow(
      'S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not.',
    )
    expect(() => s3Settings({ ...full, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not.',
    )
    expect(() => s3Settings({ S3_ENDPOINT: full.S3_ENDPOINT })).toThrow('S3_ENDPOINT is set but S3_BUCKET is not')
    expect(() => s3Settings({ ...full, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address')
    expect(() => s3Settings({ ...full, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    )
  })

  it('give the client checksums only where an operation requires them (no aws-chunked trailer in stored files)', () => {
    const settings = s3Settings(full)
    if (!settings) throw new Error('expected settings')
    expect(s3ClientSettings(settings)).toEqual({
      endpoint: 'http://127.0.0.1:12650',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it('keep each kind of object under its own prefix', () => {
    const prefixes = Object.values(KEY_PREFIXES)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(a.startsWith(b)).toBe(false)
  })
})

describe('upload keys', () => {
  it('are the document prefix (else the folder), the object key segment and the file name, as the adapter writes', () => {
    expect(uploadKey(KEY_PREFIXES.media, { filename: 'pad.png' })).toBe('media/pad.png')
    expect(uploadKey(KEY_PREFIXES.media, { filename: 'pad.png', prefix: 'media' })).toBe('media/pad.png')
    expect(uploadKey(KEY_PREFIXES.returnLabels, { filename: 'l.pdf', prefix: '', _objectKey: 'k1' })).toBe(
      'return-labels/k1/l.pdf',
    )
    expect(uploadKey(KEY_PREFIXES.media, { filename: '../../etc/passwd', prefix: '../x' })).toBe('x/passwd')
  })
})
