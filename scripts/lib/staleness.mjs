// Is the production build in .next/ still the build of these sources? Decided by content, never by
// modification times: `npm install` rewrites package-lock.json, and a checkout or copy touches files,
// without changing what gets built. After a successful build the launcher records a SHA-256 of every input
// file beside the build (.next/padforge-inputs.json); the next start hashes the inputs again and compares.
// Hashing everything on each start is cheap (30-80 ms for the ~340 files here), so there is no (size, mtime)
// shortcut: the verdict always rests on content.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What a production build is made from: files, or folders taken whole. */
export const INPUTS = ['src', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
/** The record of the inputs a build was made from, inside the build folder (`next build` empties it first). */
export const RECORD_FILE = path.join('.next', 'padforge-inputs.json')
const BUILD_ID_FILE = path.join('.next', 'BUILD_ID')
const RECORD_VERSION = 1

export const NO_BUILD = 'no build yet'
export const SOURCES_CHANGED = 'sources changed since the last build'
/** A build made without the launcher (`npm run build`) or by an older one: what it was made from is unknown. */
export const NO_RECORD = 'no record of the sources the build was made from'

/** Adds `relative` (a file, or every file below a folder; symbolic links followed) to `files`, keyed by '/' paths. */
function collect(root, relative, files) {
  let stat
  try {
    stat = fs.statSync(path.join(root, relative))
  } catch {
    return // missing input or broken link: simply not there
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(path.join(root, relative))) collect(root, `${relative}/${entry}`, files)
  } else if (stat.isFile()) {
    files[relative] = createHash('sha256')
      .update(fs.readFileSync(path.join(root, relative)))
      .digest('hex')
  }
}

/**
 * SHA-256 of every input file under `root`: `{ files: { 'src/a.ts': hex, ... }, digest }`, files sorted by
 * path, `digest` one hash over all of them (paths included, so an added, removed or renamed file counts).
 * @param {string} [root]
 * @param {string[]} [inputs]
 * @returns {{ files: Record<string, string>, digest: string }}
 */
export function hashInputs(root = process.cwd(), inputs = INPUTS) {
  /** @type {Record<string, string>} */
  const found = {}
  for (const input of inputs) collect(root, input.split(path.sep).join('/'), found)
  /** @type {Record<string, string>} */
  const files = {}
  const digest = createHash('sha256')
  for (const file of Object.keys(found).sort()) {
    files[file] = found[file]
    digest.update(`${file}\0${found[file]}\n`)
  }
  return { files, digest: digest.digest('hex') }
}

/** The recorded inputs of the build under `root`, or null when there is none (or it cannot be read). */
function readRecord(root) {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(root, RECORD_FILE), 'utf8'))
    if (record?.version !== RECORD_VERSION || typeof record.digest !== 'string') return null
    if (!record.files || typeof record.files !== 'object') return null
    return record
  } catch {
    return null
  }
}

/** The first file (by path) that differs between two hash sets, as 'path changed|added|deleted'. */
function firstDifference(before, now) {
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(now)])].sort()) {
    if (before[file] === now[file]) continue
    if (!(file in before)) return `${file} added`
    if (!(file in now)) return `${file} deleted`
    return `${file} changed`
  }
  return undefined
}

/**
 * Whether the production build under `root` must be (re)made, and why.
 * `hashes` is the current hash set: pass it to recordBuild after a successful build, so a file edited while
 * the build runs still counts as changed on the next start.
 * @param {string} [root]
 * @param {{ inputs?: string[] }} [options]
 * @returns {{ stale: boolean, reason: string | null, changed?: string, hashes: { files: Record<string, string>, digest: string } }}
 */
export function checkBuild(root = process.cwd(), { inputs = INPUTS } = {}) {
  const current = hashInputs(root, inputs)
  if (!fs.existsSync(path.join(root, BUILD_ID_FILE))) return { stale: true, reason: NO_BUILD, hashes: current }
  const record = readRecord(root)
  if (!record) return { stale: true, reason: NO_RECORD, hashes: current }
  if (record.digest === current.digest) return { stale: false, reason: null, hashes: current }
  return {
    stale: true,
    reason: SOURCES_CHANGED,
    changed: firstDifference(record.files, current.files),
    hashes: current,
  }
}

/**
 * Records `hashes` (from checkBuild, taken before the build started) as what the build under `root` was made
 * from. Call only after the build succeeded.
 * @param {string} [root]
 * @param {{ files: Record<string, string>, digest: string }} [hashes]
 */
export function recordBuild(root = process.cwd(), hashes = hashInputs(root)) {
  const file = path.join(root, RECORD_FILE)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const record = { version: RECORD_VERSION, digest: hashes.digest, files: hashes.files }
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 1)}\n`)
  fs.renameSync(`${file}.tmp`, file)
}

/**
 * The reason as one line: 'no build yet', 'sources changed since the last build (src/x.ts changed)', ...
 * @param {{ reason: string | null, changed?: string }} check
 */
export function describeStaleness(check) {
  return check.changed ? `${check.reason} (${check.changed})` : `${check.reason}`
}
