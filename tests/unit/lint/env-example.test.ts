// Every setting the code reads is in `.env.example` and in the README's tables (issue 51): an operator learns what
// there is to set from those two, so a variable read in src/ or scripts/ that neither names is a setting nobody can find.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, envName } from '../../../src/server/rate-limit/limits'

/** The ways the code reads a variable by its literal name. */
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)\b/g, // process.env.PORT
  /process\.env\[['"`]([A-Z][A-Z0-9_]*)['"`]\]/g, // process.env['PORT']
  /\benv\.([A-Z][A-Z0-9_]*)\b/g, // env.PORT on an environment object handed in
  /\benv\[['"`]([A-Z][A-Z0-9_]*)['"`]\]/g,
  /\((?:env|process\.env),\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g, // value(env, 'S3_BUCKET'), flag(env, …)
  /numberFromEnv\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
]

/** Read by the code but not settings of the store: set by Node, Next or the launcher itself. */
const NOT_SETTINGS = new Map([
  ['NODE_ENV', 'set by Next (production under `npm start`)'],
  ['NEXT_PHASE', 'set by Next while it builds'],
  ['NEXT_TELEMETRY_DISABLED', "Next's own switch; the launcher sets it"],
  ['PADFORGE_PREPARED_MARKER', 'the launcher tells the prepare step where to record that it ran'],
])

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'scripts'], {
    encoding: 'utf8',
  })
  return [...listed.split('\n'), 'payload.config.ts', 'next.config.ts'].filter(
    (file) => /\.(ts|tsx|mjs|js)$/.test(file) && fs.existsSync(file) && !file.endsWith('payload-types.ts'),
  )
}

/** Each variable the code reads, with one file that reads it. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8')
    for (const pattern of READS)
      for (const match of text.matchAll(pattern)) if (!found.has(match[1]!)) found.set(match[1]!, file)
  }
  // Rate limits are read by a name made from the rule's: RATE_LIMIT_{RULE}.
  for (const rules of Object.values(DEFAULT_RULES))
    for (const rule of rules) found.set(envName(rule.name), 'src/server/rate-limit/limits.ts')
  for (const name of NOT_SETTINGS.keys()) found.delete(name)
  return found
}

/** Names `.env.example` sets or shows commented out (`# NAME=`). */
function exampleNames(): Set<string> {
  const text = fs.readFileSync('.env.example', 'utf8')
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
}

/** Names the README's tables show in code spans. */
function readmeNames(): Set<string> {
  const rows = fs
    .readFileSync('README.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
  return new Set(rows.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)))
}

describe('.env.example and the README name every setting', () => {
  const read = variablesRead()

  it('finds the settings the code reads (the scan itself works)', () => {
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'S3_BUCKET', 'STRIPE_SECRET_KEY', 'INSECURE_COOKIES'])
      expect(read.has(name), name).toBe(true)
    expect(read.has('RATE_LIMIT_NEWSLETTER_ADDRESS')).toBe(true)
    expect(read.has('NODE_ENV')).toBe(false)
  })

  it('.env.example names each of them', () => {
    const example = exampleNames()
    const missing = [...read].filter(([name]) => !example.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
  })

  it("the README's configuration tables name each of them", () => {
    const readme = readmeNames()
    const missing = [...read].filter(([name]) => !readme.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
  })

  it('.env.example names nothing the README does not explain, and sets nothing by default', () => {
    const readme = readmeNames()
    expect([...exampleNames()].filter((name) => !readme.has(name))).toEqual([])
    // Everything is commented out: a copied .env.example changes nothing until the operator uncomments a line.
    const set = fs
      .readFileSync('.env.example', 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z]/.test(line))
    expect(set).toEqual([])
  })
})
