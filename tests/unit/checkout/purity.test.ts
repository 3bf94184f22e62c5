import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(import.meta.dirname, '../../../src/lib/checkout')
const sources = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }))

describe('checkout rules are pure', () => {
  it('has the modules of issue 12 item 2', () => {
    const names = sources.map((s) => s.file)
    for (const m of ['pricing.ts', 'packages.ts', 'methods.ts', 'delivery.ts', 'coupons.ts', 'tax.ts', 'totals.ts'])
      expect(names).toContain(m)
  })

  it.each(sources)('$file never reads the clock (the time is always passed in)', ({ text }) => {
    expect(text).not.toMatch(/Date\.now\(|new Date\(\)|new TZDate\(\)|TZDate\.tz\(/)
  })

  it.each(sources)('$file hand-rolls no time-zone offset', ({ text }) => {
    expect(text).not.toMatch(/getTimezoneOffset|[+-]0[45]:00|UTC-?[45]/)
  })
})
