// s3rver 3.7 ships no types: what tests/peers/s3/server.ts uses of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    allowMismatchedSignatures?: boolean
    vhostBuckets?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    reset(): void
  }
}
