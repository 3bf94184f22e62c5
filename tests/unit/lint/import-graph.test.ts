// Dependencies run one way (docs/plugins.md): the rules of tests/support/import-graph.ts hold on the tree, and each
// fails on a deliberate bad import added to it (the probe files exist only in memory).
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dependencyProblems, importGraph, type Problem, sourceFiles } from '../../support/import-graph'

const tree = sourceFiles(path.resolve('.'))

/** The problems of the tree with `probes` (path → source) added. */
function problemsWith(probes: Record<string, string>): Problem[] {
  return dependencyProblems(importGraph(new Map([...tree, ...Object.entries(probes)])))
}

const rulesOf = (problems: Problem[]) => [...new Set(problems.map((p) => p.rule))].sort()

describe('one-way dependencies', () => {
  it('hold on the tree: no plugin reads the config or the pages’ reads, none reaches past an index, no circle', () => {
    expect(dependencyProblems(importGraph(tree)).map((p) => p.message)).toEqual([])
  })

  it('the graph sees static, type-only, re-exported and dynamic imports, through @/ and relative paths', () => {
    const graph = importGraph(
      new Map([
        ['src/a/one.ts', "import { b } from '@/b'\nimport type { C } from '../c/three'\nexport * from './two'\n"],
        ['src/a/two.ts', "export const lazy = () => import('@payload-config')\n"],
        ['src/b/index.ts', "import 'zod'\nexport const b = 1\n"],
        ['src/c/three.tsx', 'export type C = 1\n'],
        ['payload.config.ts', 'export default {}\n'],
      ]),
    )
    expect(graph.get('src/a/one.ts')?.sort()).toEqual(['src/a/two.ts', 'src/b/index.ts', 'src/c/three.tsx'])
    expect(graph.get('src/a/two.ts')).toEqual(['payload.config.ts'])
    expect(graph.get('src/b/index.ts')).toEqual([])
  })

  it('fails on a plugin that imports the config', () => {
    const problems = problemsWith({
      'src/plugins/orders/probe.ts': "import config from '@payload-config'\nexport const p = config\n",
    })
    expect(rulesOf(problems)).toContain('config')
    expect(problems.find((p) => p.rule === 'config')?.message).toContain('src/plugins/orders/probe.ts')
  })

  it('fails on a plugin that reads through the pages’ layer (src/storefront)', () => {
    const problems = problemsWith({
      'src/plugins/reviews/probe.ts':
        "import { getSiteSettings } from '@/storefront/site-settings'\nexport const p = 1\n",
    })
    expect(rulesOf(problems)).toContain('storefront-reads')
  })

  it('fails on an import past another plugin’s index.ts, from a plugin or from anywhere else', () => {
    for (const [file, source] of [
      ['src/plugins/checkout/probe.ts', "import { finishSale } from '../orders/operations/sale'\nexport const p = 1\n"],
      ['src/components/probe.ts', "import type { ReviewPage } from '@/plugins/reviews/queries'\nexport type P = 1\n"],
    ]) {
      const problems = problemsWith({ [file as string]: source as string })
      expect(problems.map((p) => p.rule)).toContain('deep-import')
    }
  })

  it('fails on a new circle between plugins, a type-only import included', () => {
    for (const source of [
      "import { finishSale } from '../orders'\nexport const p = finishSale\n",
      "import type { CreateOrderInput } from '../orders'\nexport type P = CreateOrderInput\n",
    ]) {
      const problems = problemsWith({ 'src/plugins/payments/probe.ts': source })
      expect(rulesOf(problems)).toContain('plugin-circle')
      expect(problems.find((p) => p.rule === 'plugin-circle')?.message).toMatch(/orders.*payments|payments.*orders/)
    }
  })

  it('fails on a new circle between top-level folders', () => {
    const problems = problemsWith({
      'src/lib/probe.ts': "import type { CheckoutQuote } from '@/plugins/checkout'\nexport type P = CheckoutQuote\n",
    })
    expect(rulesOf(problems)).toContain('folder-circle')
    expect(problems.find((p) => p.rule === 'folder-circle')?.message).toContain('lib → plugins')
  })
})
