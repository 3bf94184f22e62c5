import { describe, expect, it } from 'vitest'
import {
  ART_PLATFORMS,
  CANVAS,
  layerSvg,
  type Part,
  partsOf,
  type Side,
  sidesOf,
  zIndexOf,
} from '../../../src/seed/art/index'

const ALL_PARTS: Part[] = [
  'base',
  'body',
  'backShell',
  'buttons',
  'dpad',
  'thumbsticks',
  'touchpad',
  'triggers',
  'grips',
  'led',
  'ledLeft',
  'ledRight',
  'paddles',
  'trim',
  'home',
]

describe('art API', () => {
  it('exposes the 1000x800 canvas and the 11 platforms', () => {
    expect(CANVAS).toEqual({ width: 1000, height: 800 })
    expect([...ART_PLATFORMS].sort()).toEqual(
      [
        'ps3',
        'ps4',
        'ps5',
        'ps5-edge',
        'xbox-360',
        'xbox-one',
        'xbox-one-s',
        'xbox-series-x',
        'xbox-elite',
        'nintendo-switch',
        'steam-deck',
      ].sort(),
    )
  })

  it('gives every platform the right sides', () => {
    for (const p of ART_PLATFORMS) {
      expect(sidesOf(p)).toEqual(p === 'nintendo-switch' ? ['front', 'top', 'back'] : ['front', 'back'])
    }
  })

  it('lists parts bottom-to-top with base first, in zIndexOf order', () => {
    for (const p of ART_PLATFORMS)
      for (const side of sidesOf(p)) {
        const parts = partsOf(p, side)
        expect(parts[0]).toBe('base')
        expect(new Set(parts).size).toBe(parts.length)
        const z = parts.map((part) => zIndexOf(part, side))
        expect(z).toEqual([...z].sort((a, b) => a - b))
        expect(parts.length).toBeGreaterThanOrEqual(4)
      }
  })

  it('base is the lowest z on every side', () => {
    for (const side of ['front', 'top', 'back'] as Side[])
      for (const part of ALL_PARTS)
        if (part !== 'base') expect(zIndexOf(part, side)).toBeGreaterThan(zIndexOf('base', side))
  })

  it('puts the expected platform-specific parts where they belong', () => {
    for (const p of ['ps4', 'ps5', 'ps5-edge', 'steam-deck']) expect(partsOf(p, 'front')).toContain('touchpad')
    for (const p of ['ps3', 'xbox-one', 'nintendo-switch']) expect(partsOf(p, 'front')).not.toContain('touchpad')
    for (const p of ['ps5-edge', 'xbox-elite', 'steam-deck']) expect(partsOf(p, 'back')).toContain('paddles')
    for (const p of ['ps5', 'xbox-series-x', 'nintendo-switch']) expect(partsOf(p, 'back')).not.toContain('paddles')
    for (const p of ART_PLATFORMS) {
      expect(partsOf(p, 'front')).toEqual(
        expect.arrayContaining(['body', 'buttons', 'thumbsticks', 'dpad', 'home', 'led']),
      )
      expect(partsOf(p, 'back')).toEqual(expect.arrayContaining(['backShell', 'grips', 'triggers']))
      expect(partsOf(p, 'back')).not.toContain('buttons')
    }
    expect(partsOf('nintendo-switch', 'top')).toEqual(expect.arrayContaining(['triggers', 'body']))
  })

  it('returns null for parts that are not on a side', () => {
    expect(layerSvg({ platform: 'ps5', side: 'back', part: 'buttons', colors: ['#ff0000'] })).toBeNull()
    expect(layerSvg({ platform: 'ps5', side: 'front', part: 'paddles', colors: ['#ff0000'] })).toBeNull()
    expect(layerSvg({ platform: 'xbox-one', side: 'front', part: 'touchpad', colors: ['#ff0000'] })).toBeNull()
    expect(layerSvg({ platform: 'ps5', side: 'top', part: 'body', colors: ['#ff0000'] })).toBeNull()
    for (const p of ART_PLATFORMS)
      for (const side of ['front', 'top', 'back'] as Side[])
        for (const part of ALL_PARTS) {
          const svg = layerSvg({ platform: p, side, part, colors: ['#123456'] })
          expect(svg === null, `${p}/${side}/${part}`).toBe(!partsOf(p, side).includes(part))
        }
  })

  it('produces full-canvas SVG documents', () => {
    const svg = layerSvg({ platform: 'steam-deck', side: 'front', part: 'body', colors: ['#abc'] })
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1000 800"/)
    expect(svg).toContain('width="1000"')
    expect(svg).toContain('height="800"')
  })

  it('validates colours with a clear error', () => {
    for (const bad of ['red', '#12', '#12345', '#gggggg', '123456', '#1234567', ''])
      expect(() => layerSvg({ platform: 'ps5', side: 'front', part: 'body', colors: [bad] })).toThrow(/Invalid colour/)
    expect(() => layerSvg({ platform: 'ps5', side: 'front', part: 'body', colors: ['#fff', 'nope'] })).toThrow(
      /Invalid colour "nope"/,
    )
    expect(() => layerSvg({ platform: 'ps5', side: 'front', part: 'body', colors: [] })).toThrow(/colors/)
    expect(layerSvg({ platform: 'ps5', side: 'front', part: 'body', colors: ['#FfF'] })).toContain('<svg')
  })

  it('draws the base layer even without colour choices', () => {
    expect(layerSvg({ platform: 'ps5', side: 'front', part: 'base', colors: [] })).toContain('<svg')
  })

  it('throws a clear error for unknown platforms', () => {
    expect(() => sidesOf('gamecube')).toThrow(/Unknown platform "gamecube"/)
    expect(() => partsOf('gamecube', 'front')).toThrow(/Unknown platform/)
    expect(() => layerSvg({ platform: 'gamecube', side: 'front', part: 'body', colors: ['#fff'] })).toThrow(
      /Unknown platform/,
    )
    expect(() => sidesOf('toString')).toThrow(/Unknown platform/)
  })

  it('supports every finish', () => {
    for (const finish of ['solid', 'metallic', 'camo', 'clear', 'pattern'] as const) {
      const svg = layerSvg({
        platform: 'xbox-elite',
        side: 'back',
        part: 'backShell',
        colors: ['#335577', '#aa8844', '#112233'],
        finish,
      })
      expect(svg, finish).toContain('<svg')
    }
    expect(
      layerSvg({ platform: 'ps5', side: 'front', part: 'body', colors: ['#335577'], finish: 'metallic' }),
    ).toContain('linearGradient')
    expect(
      layerSvg({
        platform: 'ps5',
        side: 'front',
        part: 'body',
        colors: ['#335577', '#aa8844', '#112233'],
        finish: 'camo',
      }),
    ).toContain('<pattern')
    expect(layerSvg({ platform: 'ps5', side: 'front', part: 'body', colors: ['#335577'], finish: 'clear' })).toMatch(
      /fill-opacity="0\.4/,
    )
  })
})
