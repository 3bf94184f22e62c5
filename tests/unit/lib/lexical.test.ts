import { describe, expect, it } from 'vitest'
import { richText } from '../../../src/lib/lexical'

describe('richText', () => {
  it('builds a Lexical root with headings, paragraphs and lists', () => {
    const doc = richText([{ h2: 'Title' }, { p: 'Body' }, { ul: ['a', 'b'] }])
    expect(doc.root.type).toBe('root')
    expect(doc.root.children.map((c) => c.type)).toEqual(['heading', 'paragraph', 'list'])
    const list = doc.root.children[2] as { children: Array<{ type: string; children: Array<{ text: string }> }> }
    expect(list.children.map((i) => i.children[0]?.text)).toEqual(['a', 'b'])
  })
})
