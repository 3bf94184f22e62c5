import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  checkBuild,
  describeStaleness,
  hashInputs,
  NO_BUILD,
  NO_RECORD,
  RECORD_FILE,
  recordBuild,
  SOURCES_CHANGED,
} from '../../../scripts/lib/staleness.mjs'

let root: string

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}

/** What a successful `npm start` build leaves behind: a BUILD_ID and the record of its inputs. */
const build = () => {
  write('.next/BUILD_ID', 'test-build')
  recordBuild(root, checkBuild(root).hashes)
}

const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-staleness-'))
  write('src/app/page.tsx', 'export default function Page() { return null }\n')
  write('src/lib/money.ts', 'export const cents = (n: number) => Math.round(n * 100)\n')
  write('payload.config.ts', 'export default {}\n')
  write('next.config.ts', 'export default {}\n')
  write('package-lock.json', '{ "lockfileVersion": 3 }\n')
  write('tsconfig.json', '{}\n')
})

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('build staleness (by content, not modification time)', () => {
  it('is stale with "no build yet" when there is no build and no record', () => {
    const check = checkBuild(root)
    expect(check).toMatchObject({ stale: true, reason: NO_BUILD })
    expect(NO_BUILD).toBe('no build yet')
    expect(describeStaleness(check)).toBe('no build yet')
  })

  it('is stale when a build exists without a record (made by `next build` alone)', () => {
    write('.next/BUILD_ID', 'test-build')
    expect(checkBuild(root)).toMatchObject({ stale: true, reason: NO_RECORD })
  })

  it('is stale with "no build yet" when the record is there but the build is gone', () => {
    build()
    fs.rmSync(path.join(root, '.next/BUILD_ID'))
    expect(checkBuild(root)).toMatchObject({ stale: true, reason: NO_BUILD })
  })

  it('is fresh right after a build is recorded', () => {
    build()
    expect(fs.existsSync(path.join(root, RECORD_FILE))).toBe(true)
    expect(checkBuild(root)).toMatchObject({ stale: false, reason: null })
  })

  it('stays fresh when every input is touched (rewritten with the same content, newer time)', () => {
    build()
    const later = new Date(Date.now() + 60_000)
    for (const file of allFiles(root).filter((file) => !file.includes(`${path.sep}.next${path.sep}`))) {
      fs.writeFileSync(file, fs.readFileSync(file)) // what `npm install` does to package-lock.json
      fs.utimesSync(file, later, later)
    }
    expect(checkBuild(root)).toMatchObject({ stale: false, reason: null })
  })

  it('is stale, naming the file, when one byte of a source changes', () => {
    build()
    const file = path.join(root, 'src/lib/money.ts')
    const bytes = fs.readFileSync(file)
    bytes[bytes.length - 2] = 0x31 // ')' -> '1', same size
    const { mtime } = fs.statSync(file)
    fs.writeFileSync(file, bytes)
    fs.utimesSync(file, mtime, mtime) // even with the old modification time
    const check = checkBuild(root)
    expect(check).toMatchObject({ stale: true, reason: SOURCES_CHANGED, changed: 'src/lib/money.ts changed' })
    expect(describeStaleness(check)).toBe('sources changed since the last build (src/lib/money.ts changed)')
  })

  it('is stale when the lock file or a config changes', () => {
    build()
    write('package-lock.json', '{ "lockfileVersion": 3, "packages": {} }\n')
    expect(checkBuild(root)).toMatchObject({ stale: true, changed: 'package-lock.json changed' })
  })

  it('is stale when a source file is added', () => {
    build()
    write('src/lib/new-helper.ts', 'export const x = 1\n')
    expect(checkBuild(root)).toMatchObject({
      stale: true,
      reason: SOURCES_CHANGED,
      changed: 'src/lib/new-helper.ts added',
    })
  })

  it('is stale when a source file is deleted', () => {
    build()
    fs.rmSync(path.join(root, 'src/app/page.tsx'))
    expect(checkBuild(root)).toMatchObject({
      stale: true,
      reason: SOURCES_CHANGED,
      changed: 'src/app/page.tsx deleted',
    })
  })

  it('is stale when a file is renamed, even with the same content', () => {
    build()
    fs.renameSync(path.join(root, 'src/lib/money.ts'), path.join(root, 'src/lib/price.ts'))
    expect(checkBuild(root)).toMatchObject({ stale: true, reason: SOURCES_CHANGED })
  })

  it('records the inputs hashed before the build, so an edit made while it ran still counts', () => {
    const before = checkBuild(root)
    write('.next/BUILD_ID', 'test-build')
    write('src/lib/money.ts', 'export const cents = (n: number) => Math.trunc(n * 100)\n') // edited mid-build
    recordBuild(root, before.hashes)
    expect(checkBuild(root)).toMatchObject({ stale: true, changed: 'src/lib/money.ts changed' })
  })

  it('treats an unreadable record as no record', () => {
    build()
    fs.writeFileSync(path.join(root, RECORD_FILE), '{ not json')
    expect(checkBuild(root)).toMatchObject({ stale: true, reason: NO_RECORD })
  })

  it('hashes paths with forward slashes, in a stable order', () => {
    const { files, digest } = hashInputs(root)
    expect(Object.keys(files)).toEqual([
      'next.config.ts',
      'package-lock.json',
      'payload.config.ts',
      'src/app/page.tsx',
      'src/lib/money.ts',
      'tsconfig.json',
    ])
    expect(hashInputs(root).digest).toBe(digest)
  })
})
