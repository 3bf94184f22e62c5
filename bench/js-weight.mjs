/**
 * First-load JavaScript per page ("fast pages"): what a browser downloads before the page is interactive, as the
 * production build serves it.
 *
 *   node bench/js-weight.mjs [--only=/,creator] [--product=ID] [--top=8]
 *
 * Per page it reads the HTML (as a guest), takes every `<script src>` the page loads (Next's chunks: framework, main,
 * the route's and the layout's), fetches each once and measures it uncompressed, gzip (level 9, as a CDN would) and
 * brotli. The inline RSC payload (the page's data, not code) is printed apart. Chunks fetched later on demand
 * (`next/dynamic`: admin mode, dialogs) are not first-load JS and are not counted. Prints the biggest chunks of each
 * page and PASS/MISS against the budgets: <= 130 kB gzip on content and product pages, <= 170 kB on a creator route;
 * and the HTML document itself (uncompressed): <= 120 kB on home, <= 150 kB on the creator (issue 32).
 * Starts the store like bench/pages.mjs (or uses BENCH_URL).
 */
import zlib from 'node:zlib'
import {
  findProductPath,
  findStandardProductPath,
  machine,
  numberFlag,
  onlyPages,
  startStore,
  verdict,
} from './lib/server.mjs'

const TOP = Math.floor(numberFlag('top', 6))
const PRODUCT = '/configured-controller/{id}'
const ACCESSORY = '/product/{slug}'

const pages = onlyPages([
  { name: 'home', path: '/', budget: 130, html: 120 },
  { name: 'creator', path: '/PS5-Custom-Controller', budget: 170, html: 150 },
  { name: 'product', path: PRODUCT, budget: 130 },
  { name: 'accessory', path: ACCESSORY, budget: 130 },
  { name: 'content', path: '/warranty', budget: 130 },
])

const kB = (bytes) => bytes / 1000
const show = (bytes) => `${kB(bytes).toFixed(1).padStart(7)} kB`

/**
 * Every script the page loads as it opens, each once, in document order: `<script src>` and scripts it preloads
 * (`<link rel="preload" as="script">`, `modulepreload`: chunks of lazily loaded components the server already
 * rendered). `nomodule` scripts (polyfills for browsers without ES modules) are left out: every browser we support
 * skips them without downloading.
 */
function scriptSources(html) {
  const sources = new Set()
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    let src
    if (tag.startsWith('<script')) src = /\bnomodule\b/i.test(tag) ? undefined : attr(tag, 'src')
    else if (attr(tag, 'rel') === 'modulepreload' || (attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'script')) {
      src = attr(tag, 'href')
    }
    if (src) sources.add(src.replaceAll('&amp;', '&'))
  }
  return [...sources]
}

/** Bytes of the inline scripts (the RSC payload and bootstrap), which are data rather than code. */
function inlineScriptBytes(html) {
  let bytes = 0
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    bytes += Buffer.byteLength(match[1])
  }
  return bytes
}

const sizes = new Map()
async function sizeOf(url) {
  if (!sizes.has(url)) {
    sizes.set(
      url,
      (async () => {
        const res = await fetch(url)
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
        const body = Buffer.from(await res.arrayBuffer())
        return {
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          brotli: zlib.brotliCompressSync(body).length,
        }
      })(),
    )
  }
  return sizes.get(url)
}

let store
try {
  store = await startStore()
  for (const page of pages) if (page.path === PRODUCT) page.path = await findProductPath(store.url)
  for (const page of pages) if (page.path === ACCESSORY) page.path = await findStandardProductPath(store.url)
  console.log(`\nfirst-load JS: ${store.url}; sizes of the page's <script src> chunks; ${machine()}\n`)
  const verdicts = []
  for (const page of pages) {
    const res = await fetch(`${store.url}${page.path}`)
    const html = await res.text()
    const chunks = []
    for (const src of scriptSources(html)) {
      const url = new URL(src, store.url).href
      chunks.push({ src, ...(await sizeOf(url)) })
    }
    const total = chunks.reduce(
      (t, c) => ({ raw: t.raw + c.raw, gzip: t.gzip + c.gzip, brotli: t.brotli + c.brotli }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    )
    const inline = inlineScriptBytes(html)
    console.log(
      `${page.name.padEnd(8)} ${page.path.padEnd(28)} ${res.status}  ${String(chunks.length).padStart(2)} chunks  ` +
        `gzip ${show(total.gzip)}  brotli ${show(total.brotli)}  raw ${show(total.raw)}  ` +
        `(inline RSC data ${show(inline)} raw, HTML ${show(Buffer.byteLength(html))})`,
    )
    for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, TOP)) {
      console.log(`           ${show(chunk.gzip)} gzip  ${chunk.src}`)
    }
    verdicts.push(
      verdict(`first-load JS (gzip) on ${page.name}`, kB(total.gzip), page.budget, {
        max: true,
        unit: ' kB',
        digits: 1,
      }),
    )
    // The document itself (markup and its inline React payload), uncompressed: what the server sends and the
    // browser parses on every cached hit (issue 32).
    if (page.html)
      verdicts.push(
        verdict(`HTML document on ${page.name}`, kB(Buffer.byteLength(html)), page.html, {
          max: true,
          unit: ' kB',
          digits: 1,
        }),
      )
  }
  console.log(`\n${verdicts.join('\n')}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await store?.stop()
}
