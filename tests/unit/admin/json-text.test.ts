import { describe, expect, it } from 'vitest'
import {
  describeJsonError,
  formatJson,
  parseJsonText,
  sameJson,
} from '../../../src/components/admin/JsonField/json-text'

describe('the admin JSON field text', () => {
  it('shows a value as two-space JSON and reads it back; empty text is no value', () => {
    const value = { version: 1, rules: [{ id: 'a' }] }
    expect(formatJson(value)).toBe('{\n  "version": 1,\n  "rules": [\n    {\n      "id": "a"\n    }\n  ]\n}')
    expect(parseJsonText(formatJson(value))).toEqual({ ok: true, value })
    expect(parseJsonText('  ')).toEqual({ ok: true, value: null })
    expect(formatJson(null)).toBe('')
  })

  it('says where the JSON breaks, with a hint for a trailing comma', () => {
    const result = parseJsonText('{\n  "a": 1,\n  "b": [1, 2,],\n}')
    if (result.ok) throw new Error('expected a syntax error')
    expect(result.error.line).toBe(3)
    const text = describeJsonError(result.error)
    expect(text).toMatch(/^Not valid JSON: .+ at line 3, column \d+\./)
    expect(text.toLowerCase()).toContain('comma')
  })

  it('compares JSON data whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
  })
})
