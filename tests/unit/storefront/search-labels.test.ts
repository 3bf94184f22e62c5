import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  parseLabels,
  SEARCH_LABEL_TEXT,
  SEARCH_LABELS,
  SEARCH_QUERY_MAX,
  type SearchLabel,
  searchQuery,
  searchUrl,
  toggleLabel,
} from '../../../src/lib/storefront/search-labels'

describe('search label texts (storefront.md section 2)', () => {
  it('names the four labels', () => {
    expect(SEARCH_LABELS.map((label) => SEARCH_LABEL_TEXT[label])).toEqual([
      'Everywhere',
      'Products',
      'Pages',
      'Blog articles',
    ])
  })
})

describe('label toggles (storefront.md section 2)', () => {
  it('choosing Everywhere clears the others', () => {
    expect(toggleLabel(['products', 'pages'], 'everywhere')).toEqual(['everywhere'])
    expect(toggleLabel(['everywhere'], 'everywhere')).toEqual(['everywhere'])
  })

  it('choosing another label removes Everywhere', () => {
    expect(toggleLabel(['everywhere'], 'products')).toEqual(['products'])
    expect(toggleLabel(['products'], 'articles')).toEqual(['products', 'articles'])
  })

  it('keeps SEARCH_LABELS order', () => {
    expect(toggleLabel(['articles'], 'pages')).toEqual(['pages', 'articles'])
    expect(toggleLabel(['articles', 'pages'], 'products')).toEqual(['products', 'pages', 'articles'])
  })

  it('deselecting toggles a label off', () => {
    expect(toggleLabel(['products', 'pages'], 'products')).toEqual(['pages'])
  })

  it('deselecting the last falls back to Everywhere', () => {
    expect(toggleLabel(['pages'], 'pages')).toEqual(['everywhere'])
  })

  it('cleans a messy current list', () => {
    expect(toggleLabel([], 'pages')).toEqual(['pages'])
    expect(toggleLabel(['pages', 'pages'], 'products')).toEqual(['products', 'pages'])
    // Everywhere among others means Everywhere (as in parseLabels): choosing a label starts from it.
    expect(toggleLabel(['pages', 'everywhere'], 'products')).toEqual(['products'])
    expect(toggleLabel(['bogus' as SearchLabel], 'pages')).toEqual(['pages'])
  })

  it('always gives known labels, in order, without repeats, never empty', () => {
    const label = fc.constantFrom(...SEARCH_LABELS)
    fc.assert(
      fc.property(fc.array(label), label, (current, clicked) => {
        const next = toggleLabel(current, clicked)
        expect(next.length).toBeGreaterThan(0)
        expect(next).toEqual(SEARCH_LABELS.filter((known) => next.includes(known)))
        if (next.includes('everywhere')) expect(next).toEqual(['everywhere'])
      }),
    )
  })
})

describe('labels from the URL (storefront.md section 2)', () => {
  it('reads comma-separated or repeated values', () => {
    expect(parseLabels('products,pages')).toEqual(['products', 'pages'])
    expect(parseLabels(['articles', 'products'])).toEqual(['products', 'articles'])
    expect(parseLabels(['pages,articles', 'pages'])).toEqual(['pages', 'articles'])
    expect(parseLabels(' Products , PAGES ')).toEqual(['products', 'pages'])
  })

  it('falls back to Everywhere when empty or when Everywhere is among them', () => {
    for (const value of [null, undefined, '', ',', [], ['']]) expect(parseLabels(value)).toEqual(['everywhere'])
    expect(parseLabels('products,everywhere')).toEqual(['everywhere'])
  })

  it('ignores unknown or hostile values', () => {
    expect(parseLabels('bogus')).toEqual(['everywhere'])
    expect(parseLabels('products,<script>,__proto__,constructor')).toEqual(['products'])
    expect(parseLabels([{} as unknown as string, 'pages'])).toEqual(['pages'])
    expect(parseLabels('pages,'.repeat(50_000))).toEqual(['pages'])
  })
})

describe('search URL (storefront.md section 2)', () => {
  it('carries the query and the labels', () => {
    expect(searchUrl('elite pad', ['products', 'pages'])).toBe('/search?q=elite%20pad&in=products,pages')
    expect(searchUrl('pad', ['articles'])).toBe('/search?q=pad&in=articles')
  })

  it('leaves out the labels for Everywhere', () => {
    expect(searchUrl('pad', ['everywhere'])).toBe('/search?q=pad')
    expect(searchUrl('pad', [])).toBe('/search?q=pad')
  })

  it('encodes the query', () => {
    expect(searchUrl('a&in=pages #1?', ['everywhere'])).toBe('/search?q=a%26in%3Dpages%20%231%3F')
  })

  it('trims the query and cuts it to 200 characters', () => {
    expect(SEARCH_QUERY_MAX).toBe(200)
    expect(searchQuery('  pad  ')).toBe('pad')
    expect(searchQuery('x'.repeat(300))).toBe('x'.repeat(200))
    expect(Array.from(searchQuery('🎮'.repeat(201)))).toHaveLength(200)
    expect(searchUrl(`  ${'x'.repeat(250)}`, ['everywhere'])).toBe(`/search?q=${'x'.repeat(200)}`)
  })

  it('drops a lone surrogate, which encodeURIComponent refuses', () => {
    expect(searchQuery('pad\uD83C')).toBe('pad')
    expect(searchUrl('a\uDFAEb 🎮', ['everywhere'])).toBe('/search?q=ab%20%F0%9F%8E%AE')
  })

  it('has no q for an empty query', () => {
    expect(searchUrl('   ', ['everywhere'])).toBe('/search')
    expect(searchUrl('', ['pages'])).toBe('/search?in=pages')
  })

  it('round-trips through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.subarray(['products', 'pages', 'articles'] as SearchLabel[]),
        (query, labels) => {
          const params = new URL(searchUrl(query, labels), 'https://padforge.test').searchParams
          expect(params.get('q') ?? '').toBe(searchQuery(query))
          expect(parseLabels(params.get('in'))).toEqual(labels.length === 0 ? ['everywhere'] : labels)
        },
      ),
    )
  })
})
