/**
 * Renders preview PNGs of the controller layer art.
 *   npx tsx scripts/art-preview.ts [outdir]   (default /tmp/art-preview)
 * Writes <platform>-<side>.png (two colour schemes side by side) and fronts.png.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {
  ART_PLATFORMS,
  CANVAS,
  type Finish,
  type Part,
  partsOf,
  renderLayerPng,
  type Side,
  sidesOf,
} from '../src/seed/art/index'

type Scheme = Partial<Record<Part, { colors: string[]; finish?: Finish }>>

const midnight: Scheme = {
  body: { colors: ['#1d1e24'] },
  backShell: { colors: ['#1d1e24'] },
  grips: { colors: ['#2a2b31'] },
  buttons: { colors: ['#d01f2e'] },
  dpad: { colors: ['#26272d'] },
  thumbsticks: { colors: ['#1a1b20'] },
  touchpad: { colors: ['#202127'] },
  triggers: { colors: ['#d01f2e'] },
  led: { colors: ['#ff2a3c'] },
  paddles: { colors: ['#b9bec6'], finish: 'metallic' },
  trim: { colors: ['#d01f2e'] },
  home: { colors: ['#d01f2e'] },
}

const starlight: Scheme = {
  body: { colors: ['#f1f1ee'] },
  backShell: { colors: ['#56603f', '#2f3526', '#9a8f62'], finish: 'camo' },
  grips: { colors: ['#3b4a9c', '#88b4ff', '#e2e9ff'], finish: 'pattern' },
  buttons: { colors: ['#5d8fe8'] },
  dpad: { colors: ['#eeeeeb'] },
  thumbsticks: { colors: ['#5d8fe8'] },
  touchpad: { colors: ['#f4f4f1'] },
  triggers: { colors: ['#5d8fe8'] },
  led: { colors: ['#3fd0ff'] },
  paddles: { colors: ['#6d8fd8'], finish: 'metallic' },
  trim: { colors: ['#5d8fe8'] },
  home: { colors: ['#5d8fe8'] },
}

const BG = { r: 232, g: 234, b: 238, alpha: 1 }

async function compose(platform: string, side: Side, scheme: Scheme): Promise<Buffer> {
  const layers: Buffer[] = []
  for (const part of partsOf(platform, side)) {
    const pick = scheme[part] ?? { colors: ['#2b2d31'] }
    const png = await renderLayerPng({ platform, side, part, colors: pick.colors, finish: pick.finish })
    if (png) layers.push(png)
  }
  return sharp({ create: { width: CANVAS.width, height: CANVAS.height, channels: 4, background: BG } })
    .composite(layers.map((input) => ({ input })))
    .png()
    .toBuffer()
}

async function main() {
  const out = process.argv[2] ?? '/tmp/art-preview'
  await mkdir(out, { recursive: true })

  // timing: every layer of every platform and side, once
  const t0 = performance.now()
  let count = 0
  for (const platform of ART_PLATFORMS)
    for (const side of sidesOf(platform))
      for (const part of partsOf(platform, side)) {
        await renderLayerPng({ platform, side, part, colors: ['#3366cc'] })
        count++
      }
  const ms = performance.now() - t0
  console.log(`rendered ${count} layers in ${ms.toFixed(0)} ms (${(ms / count).toFixed(1)} ms/layer)`)

  const fronts: { input: Buffer; left: number; top: number }[] = []
  const cols = 4
  const tw = CANVAS.width / 2
  const th = CANVAS.height / 2
  let i = 0
  for (const platform of ART_PLATFORMS) {
    for (const side of sidesOf(platform)) {
      const [a, b] = await Promise.all([compose(platform, side, midnight), compose(platform, side, starlight)])
      const pair = await sharp({
        create: { width: CANVAS.width * 2, height: CANVAS.height, channels: 4, background: BG },
      })
        .composite([
          { input: a, left: 0, top: 0 },
          { input: b, left: CANVAS.width, top: 0 },
        ])
        .png()
        .toBuffer()
      const file = path.join(out, `${platform}-${side}.png`)
      await writeFile(file, pair)
      console.log(file)
      if (side === 'front') {
        const scheme = i % 2 === 0 ? a : b
        fronts.push({
          input: await sharp(scheme).resize(tw, th).png().toBuffer(),
          left: (i % cols) * tw,
          top: Math.floor(i / cols) * th,
        })
        i++
      }
    }
  }
  const rows = Math.ceil(i / cols)
  const sheet = path.join(out, 'fronts.png')
  await sharp({ create: { width: cols * tw, height: rows * th, channels: 4, background: BG } })
    .composite(fronts)
    .png()
    .toFile(sheet)
  console.log(sheet)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
