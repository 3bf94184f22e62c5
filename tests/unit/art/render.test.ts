import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ART_PLATFORMS, type LayerSpec, partsOf, renderLayerPng, sidesOf } from '../../../src/seed/art/index'
import { alphaStats } from './helpers'

const COLORS = ['#3a6fd8', '#d8a23a', '#2d6a3e']

describe('renderLayerPng', () => {
  for (const platform of ART_PLATFORMS)
    for (const side of sidesOf(platform))
      it(`${platform}/${side}: every part renders a 1000x800 RGBA PNG with visible, uncut art`, async () => {
        for (const part of partsOf(platform, side)) {
          const png = await renderLayerPng({ platform, side, part, colors: COLORS })
          expect(png, part).not.toBeNull()
          const meta = await sharp(png as Buffer).metadata()
          expect(meta.format, part).toBe('png')
          expect([meta.width, meta.height, meta.channels], part).toEqual([1000, 800, 4])
          const s = await alphaStats(png as Buffer, 40)
          expect(s.box, `${platform}/${side}/${part} is empty`).not.toBeNull()
          const b = s.box as NonNullable<typeof s.box>
          // visible art keeps a margin: nothing is clipped by the canvas edge
          expect(b.left, part).toBeGreaterThan(0)
          expect(b.top, part).toBeGreaterThan(0)
          expect(b.right, part).toBeLessThan(999)
          expect(b.bottom, part).toBeLessThan(799)
        }
      }, 60_000)

  it("ledLeft / ledRight are the LED art's halves: the controller's left is the viewer's left in front, right behind", async () => {
    for (const [platform, side] of [
      ['ps5', 'front'],
      ['ps4', 'back'],
      ['xbox-series-x', 'front'],
    ] as const) {
      const spec = { platform, side, colors: COLORS }
      const box = async (part: 'led' | 'ledLeft' | 'ledRight') =>
        (await alphaStats((await renderLayerPng({ ...spec, part })) as Buffer, 40)).box
      const [whole, left, right] = await Promise.all([box('led'), box('ledLeft'), box('ledRight')])
      if (!whole || !left || !right) throw new Error(`${platform}/${side}: an LED layer is empty`)
      const [viewersLeft, viewersRight] = side === 'back' ? [right, left] : [left, right]
      expect(viewersLeft.right, `${platform}/${side}`).toBeLessThan(500)
      expect(viewersRight.left, `${platform}/${side}`).toBeGreaterThanOrEqual(500)
      expect([viewersLeft.left, viewersRight.right]).toEqual([whole.left, whole.right])
    }
  })

  it('returns null for a part that is not on the side', async () => {
    expect(await renderLayerPng({ platform: 'ps4', side: 'front', part: 'paddles', colors: COLORS })).toBeNull()
    expect(await renderLayerPng({ platform: 'steam-deck', side: 'top', part: 'body', colors: COLORS })).toBeNull()
  })

  it('rejects invalid colours and unknown platforms', async () => {
    await expect(renderLayerPng({ platform: 'ps5', side: 'front', part: 'body', colors: ['#xyz'] })).rejects.toThrow(
      /Invalid colour/,
    )
    await expect(
      renderLayerPng({ platform: 'dreamcast', side: 'front', part: 'body', colors: ['#fff'] }),
    ).rejects.toThrow(/Unknown platform/)
  })

  it('is deterministic: same input, same bytes', async () => {
    const specs: LayerSpec[] = [
      { platform: 'ps5', side: 'front', part: 'body', colors: ['#ffffff'] },
      { platform: 'xbox-elite', side: 'back', part: 'backShell', colors: COLORS, finish: 'camo' },
      { platform: 'nintendo-switch', side: 'top', part: 'triggers', colors: COLORS, finish: 'pattern' },
      { platform: 'steam-deck', side: 'front', part: 'led', colors: ['#0ff'] },
    ]
    for (const spec of specs) {
      const a = await renderLayerPng(spec)
      const b = await renderLayerPng({ ...spec, colors: [...spec.colors] })
      expect(a?.equals(b as Buffer), spec.part).toBe(true)
    }
  })

  it('different colours give different pixels', async () => {
    const a = await renderLayerPng({ platform: 'ps4', side: 'front', part: 'body', colors: ['#ff0000'] })
    const b = await renderLayerPng({ platform: 'ps4', side: 'front', part: 'body', colors: ['#0000ff'] })
    expect(a?.equals(b as Buffer)).toBe(false)
  })

  for (const platform of ART_PLATFORMS)
    it(`${platform}: composing all parts of each side shows a solid controller in the centre`, async () => {
      for (const side of sidesOf(platform)) {
        const layers: Buffer[] = []
        for (const part of partsOf(platform, side)) {
          const png = await renderLayerPng({
            platform,
            side,
            part,
            colors: COLORS,
            finish: part === 'body' ? 'clear' : 'solid',
          })
          if (png) layers.push(png)
        }
        const composed = await sharp({
          create: { width: 1000, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
        })
          .composite(layers.map((input) => ({ input })))
          .png()
          .toBuffer()
        const s = await alphaStats(composed)
        // the centre of the canvas is covered by the controller
        const centre = s.opaqueIn({ left: 350, top: 330, width: 300, height: 140 })
        expect(centre, `${platform}/${side}`).toBeGreaterThan(0.9)
        // and the controller is wide: both grips/ends are there
        const b = s.box as NonNullable<typeof s.box>
        expect(b.right - b.left, `${platform}/${side}`).toBeGreaterThan(600)
      }
    }, 60_000)
})
