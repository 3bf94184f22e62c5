// The purity rule (biome.json overrides): the engine, the rules, src/lib and the role rules import no framework and no
// server code. Each probe is linted with the project's biome.json in a scratch folder laid out like the project, so
// nothing is written to src/.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const biome = path.resolve('node_modules/.bin/biome')

function lint(filePath: string, source: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-purity-'))
  try {
    const config = JSON.parse(fs.readFileSync('biome.json', 'utf8'))
    config.vcs = { enabled: false }
    config.$schema = undefined
    fs.writeFileSync(path.join(root, 'biome.json'), JSON.stringify(config))
    fs.mkdirSync(path.dirname(path.join(root, filePath)), { recursive: true })
    fs.writeFileSync(path.join(root, filePath), source)
    const run = spawnSync(biome, ['lint', filePath], { cwd: root, encoding: 'utf8' })
    return { code: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

describe('pure modules stay pure', () => {
  it.each([
    ['src/creator/engine/probe.ts', "import { getPayload } from 'payload'\nexport const p = getPayload\n"],
    ['src/creator/rules/probe.ts', "import { useState } from 'react'\nexport const p = useState\n"],
    ['src/lib/probe.ts', "import { NextResponse } from 'next/server'\nexport const p = NextResponse\n"],
    ['src/creator/probe.ts', "import { findPlatform } from './server/load-catalog'\nexport const p = findPlatform\n"],
    [
      'src/lib/reviews/probe.ts',
      "import { creatorPathOf } from '@/server/creator-path'\nexport const p = creatorPathOf\n",
    ],
  ])('fails on a framework or server import into %s', (file, source) => {
    const { code, output } = lint(file, source)
    expect(code).not.toBe(0)
    expect(output).toContain('noRestrictedImports')
  })

  it('passes a pure module, and the same import outside the pure folders', () => {
    expect(lint('src/creator/engine/probe.ts', "import { z } from 'zod'\nexport const p = z\n").code).toBe(0)
    expect(
      lint('src/server/probe.ts', "import { getPayload } from 'payload'\nexport const p = getPayload\n").code,
    ).toBe(0)
  })
})
