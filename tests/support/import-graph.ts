// The project's import graph and the rules that keep its dependencies one way (docs/plugins.md):
//  - a plugin never imports the config (`@payload-config`) nor `src/storefront` (what pages read through);
//  - a plugin is used from outside only through its `index.ts` (by other plugins, pages, components, everyone);
//  - no circle between plugins, nor between top-level folders of `src/` (type-only imports count: they tie the
//    folders' meaning together just the same).
// tests/unit/lint/import-graph.test.ts runs the rules on the tree, and on the tree plus a deliberate bad import.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** File (relative to the root, with `/`) → the project files it imports. */
export type Graph = Map<string, string[]>

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js']
const CONFIG = 'payload.config.ts'

function walk(root: string, dir: string, into: string[]) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) walk(root, rel, into)
    else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) into.push(rel)
  }
}

/** Written by `payload generate:importmap`: the admin's components by their file paths. */
const GENERATED = new Set(['src/app/(payload)/admin/importMap.js'])

/** The project's source files: everything under `src/` and the config, less generated files. */
export function sourceFiles(root: string): Map<string, string> {
  const files: string[] = []
  walk(root, 'src', files)
  for (let i = files.length - 1; i >= 0; i--) if (GENERATED.has(files[i]!)) files.splice(i, 1)
  files.push(CONFIG)
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))
}

/** The file a specifier names, among `known` files; null for a package. */
function resolve(from: string, specifier: string, known: Set<string>): string | null {
  let base: string
  if (specifier === '@payload-config') return CONFIG
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  else return null
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ])
    if (known.has(candidate)) return candidate
  return null
}

/** Every static, type-only, re-export and dynamic import between the given files (path → source text). */
export function importGraph(files: Map<string, string>): Graph {
  const known = new Set(files.keys())
  const graph: Graph = new Map()
  for (const [file, source] of files) {
    const { importedFiles } = ts.preProcessFile(source, true, true)
    const targets = importedFiles
      .map((imported) => resolve(file, imported.fileName, known))
      .filter((target): target is string => target !== null && target !== file)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** `src/plugins/orders/operations/x.ts` → `orders`; null outside the plugins. */
export function pluginOf(file: string): string | null {
  const match = /^src\/plugins\/([^/]+)\//.exec(file)
  return match ? match[1]! : null
}

/** `src/components/x/y.tsx` → `components`; the config and files directly in `src/` are their own unit. */
export function folderOf(file: string): string {
  const match = /^src\/([^/]+)\//.exec(file)
  return match ? match[1]! : file
}

const isIndex = (file: string) => /^src\/plugins\/[^/]+\/index\.tsx?$/.test(file)

export interface Problem {
  rule: 'config' | 'storefront-reads' | 'deep-import' | 'plugin-circle' | 'folder-circle'
  message: string
}

/** The strongly connected groups of more than one node in a graph of units (Tarjan). */
function circles(edges: Map<string, Set<string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node)
  return found
}

/** The imports that make a circle between units, as `a → b (file → file)` lines, for the message. */
function describeCircle(graph: Graph, unitOf: (file: string) => string | null, group: string[]): string {
  const members = new Set(group)
  const arrows = new Map<string, string>()
  for (const [from, targets] of graph) {
    const a = unitOf(from)
    if (!a || !members.has(a)) continue
    for (const to of targets) {
      const b = unitOf(to)
      if (b && b !== a && members.has(b) && !arrows.has(`${a} → ${b}`)) arrows.set(`${a} → ${b}`, `${from} → ${to}`)
    }
  }
  return [...arrows].map(([units, files]) => `${units} (${files})`).join('; ')
}

function unitEdges(graph: Graph, unitOf: (file: string) => string | null): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const [from, targets] of graph) {
    const a = unitOf(from)
    if (!a) continue
    for (const to of targets) {
      const b = unitOf(to)
      if (!b || b === a) continue
      if (!edges.has(a)) edges.set(a, new Set())
      edges.get(a)!.add(b)
    }
  }
  return edges
}

/** Every broken rule in the graph, each with the file and the import that breaks it. */
export function dependencyProblems(graph: Graph): Problem[] {
  const problems: Problem[] = []
  for (const [from, targets] of graph) {
    const plugin = pluginOf(from)
    for (const to of targets) {
      const other = pluginOf(to)
      if (other && other !== plugin && !isIndex(to))
        problems.push({
          rule: 'deep-import',
          message: `${from} imports ${to}: use the ${other} plugin through its index.ts`,
        })
      if (!plugin) continue
      if (to === CONFIG)
        problems.push({ rule: 'config', message: `${from} imports the config: read through the payload it is given` })
      else if (to.startsWith('src/storefront/'))
        problems.push({
          rule: 'storefront-reads',
          message: `${from} imports ${to}: pages read through src/storefront, plugins read in their own folder`,
        })
    }
  }
  for (const group of circles(unitEdges(graph, pluginOf)))
    problems.push({
      rule: 'plugin-circle',
      message: `plugins ${group.join(', ')} import each other: ${describeCircle(graph, pluginOf, group)}`,
    })
  for (const group of circles(unitEdges(graph, folderOf)))
    problems.push({
      rule: 'folder-circle',
      message: `folders ${group.join(', ')} import each other: ${describeCircle(graph, folderOf, group)}`,
    })
  return problems
}
