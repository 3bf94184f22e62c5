/**
 * Writes the icon sprite: `public/icons.svg` (one <symbol> per icon listed in src/components/icons/index.ts, drawn
 * from lucide's art in node_modules) and `src/components/icons/sprite-url.ts` (its address, versioned by a hash of
 * its content, so browsers may keep it for a year).
 *
 *   npm run icons          write both
 *   npm run icons -- --check   exit 1 when either is not what the list makes (tests/unit/icons.test.ts checks it too)
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const LIST = path.join(ROOT, 'src/components/icons/index.ts')
export const SPRITE = path.join(ROOT, 'public/icons.svg')
export const URL_MODULE = path.join(ROOT, 'src/components/icons/sprite-url.ts')

/** The lucide names in the list, sorted, each once. */
export function iconNames(source = fs.readFileSync(LIST, 'utf8')) {
  return [...new Set([...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((m) => String(m[1])))].sort()
}

const escapeAttribute = (value) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** Lucide's art for a name: its node list, following an old name to the icon it now is ('trash-2' → 'trash'). */
async function artOf(name) {
  const file = path.join(ROOT, 'node_modules/lucide-react/dist/esm/icons', `${name}.mjs`)
  if (!fs.existsSync(file)) throw new Error(`No lucide icon named '${name}' (https://lucide.dev/icons).`)
  const { __iconData } = await import(pathToFileURL(file).href)
  if (__iconData) return __iconData.node
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(fs.readFileSync(file, 'utf8'))?.[1]
  if (!alias) throw new Error(`lucide's '${name}' has no art this script can read.`)
  return artOf(alias)
}

/** One icon's <symbol>, from lucide's node list ([tag, attributes] pairs; `key` is React's, not SVG's). */
async function symbol(name) {
  const shapes = (await artOf(name)).map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('')
    return `<${tag}${attrs}/>`
  })
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`
}

/** The sprite's text and the address module's text. */
export async function buildSprite(names = iconNames()) {
  const symbols = await Promise.all(names.map(symbol))
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 10)
  const module =
    "// Written by `npm run icons` (scripts/icons.mjs): the sprite's address, versioned by its content.\n" +
    `export const ICON_SPRITE = '/icons.svg?v=${version}'\n`
  return { sprite, module }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { sprite, module } = await buildSprite()
  const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
  if (process.argv.includes('--check')) {
    const stale = read(SPRITE) !== sprite || read(URL_MODULE) !== module
    if (stale) console.error('The icon sprite is behind src/components/icons/index.ts: run `npm run icons`.')
    process.exit(stale ? 1 : 0)
  }
  fs.writeFileSync(SPRITE, sprite)
  fs.writeFileSync(URL_MODULE, module)
  console.log(`icons: ${iconNames().length} symbols, ${(sprite.length / 1000).toFixed(1)} kB -> public/icons.svg`)
}
