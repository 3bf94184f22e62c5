/** Reads the server's configuration from the environment, failing with a sentence a person can act on. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (url) return url
  // `next build` and `payload generate:*` read the config without connecting: give them a placeholder.
  const generating = process.argv.some((arg) => arg.startsWith('generate:'))
  if (generating || process.env.NEXT_PHASE === 'phase-production-build') return 'postgres://build@127.0.0.1:1/build'
  throw new Error(
    'DATABASE_URL is not set. Start the store with `npm start` (it starts an embedded PostgreSQL), or set DATABASE_URL=postgres://user@host:5432/db.',
  )
}

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') {
    return 'padforge-insecure-development-secret'
  }
  throw new Error('PAYLOAD_SECRET is not set. `npm start` creates one under .data/; in production set it yourself.')
}
