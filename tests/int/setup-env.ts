// Runs before each integration file. Files of one worker share their modules (isolate: false, so Payload starts once
// per worker, not once per file) and so their process.env: what a file sets (TRUST_PROXY, RATE_LIMIT_*, SMTP_URL...)
// is put back when it ends, so the next file starts from the same environment.
import { afterAll } from 'vitest'

const before = { ...process.env }

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name]
  Object.assign(process.env, before)
})
