import fs from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_QUERY_WORDS, SEARCH_DOCUMENTS, tsQueryOf } from '../../../src/lib/search/ts-query'

describe('tsQueryOf', () => {
  it('makes every word a prefix, all required', () => {
    expect(tsQueryOf('PS5 contr')).toBe('ps5:* & contr:*')
  })

  it('keeps letters and digits only: no tsquery syntax gets through', () => {
    expect(tsQueryOf("a' | b:* & !c <-> (d)")).toBe('a:* & b:* & c:* & d:*')
    expect(tsQueryOf('Café Crème')).toBe('cafe:* & creme:*')
  })

  it('is null for nothing to search', () => {
    expect(tsQueryOf('')).toBeNull()
    expect(tsQueryOf('  ?!  ')).toBeNull()
  })

  it('keeps each word once, at most eight, none longer than 40 characters', () => {
    expect(tsQueryOf('neon neon NEON')).toBe('neon:*')
    expect(tsQueryOf('a b c d e f g h i j')?.split(' & ')).toHaveLength(MAX_QUERY_WORDS)
    expect(tsQueryOf(`${'x'.repeat(41)} pad`)).toBe('pad:*')
  })

  it('only ever yields word:* terms joined by &', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const query = tsQueryOf(text)
        if (query !== null) expect(query).toMatch(/^[a-z0-9]+:\*( & [a-z0-9]+:\*)*$/)
      }),
    )
  })
})

describe('search documents', () => {
  it('are the expressions the latest search migrations index, character for character', () => {
    const dir = 'src/migrations'
    const migrations = fs
      .readdirSync(dir)
      .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
      .sort()
      .map((f) => fs.readFileSync(`${dir}/${f}`, 'utf8'))
    for (const [table, expression] of Object.entries(SEARCH_DOCUMENTS)) {
      // The up() of the latest migration that creates the table's search index (a down() may recreate an older one).
      const ups = migrations.map((m) => m.split('export async function down')[0] ?? '')
      const latest = ups.filter((m) => m.includes(`CREATE INDEX "${table}_search_idx"`)).at(-1)
      expect(latest).toContain(`ON "${table}" USING gin (${expression})`)
    }
  })

  it('read a product’s description as the plain text of its text nodes, weighed below names', () => {
    expect(SEARCH_DOCUMENTS.products).toContain("jsonb_path_query_array(description, 'strict $.**.text')")
    expect(SEARCH_DOCUMENTS.products).toMatch(/description.*'C'\)\)$/)
  })
})
