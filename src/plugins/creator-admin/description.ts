import { type Block, richText } from '../../lib/lexical'

/**
 * A product description travels between the creator's admin form (a plain textarea) and the product's rich-text
 * field. Plain text: paragraphs separated by blank lines, bullet lists as lines starting with "- ". Both directions
 * keep paragraphs and bullet lists, so editing a seeded description does not flatten it.
 */

interface LexicalNode {
  type?: string
  text?: string
  tag?: string
  children?: LexicalNode[]
}

const textOf = (node: LexicalNode): string =>
  node.type === 'linebreak'
    ? '\n'
    : typeof node.text === 'string'
      ? node.text
      : (node.children ?? []).map(textOf).join('')

/** The description as the admin form shows it; '' for an empty or missing document. */
export function richTextToPlain(doc: unknown): string {
  const root = (doc as { root?: LexicalNode } | null | undefined)?.root
  if (!root?.children) return ''
  const blocks: string[] = []
  for (const node of root.children) {
    if (node.type === 'list') {
      const items = (node.children ?? []).map((item) => `- ${textOf(item).trim()}`)
      if (items.length) blocks.push(items.join('\n'))
      continue
    }
    const text = textOf(node).trim()
    if (text) blocks.push(text)
  }
  return blocks.join('\n\n')
}

/** The rich-text document for what the admin typed; null for nothing but white space. */
export function plainToRichText(text: string): ReturnType<typeof richText> | null {
  const blocks: Block[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    if (!lines.length) continue
    if (lines.every((l) => /^[-*•]\s+/.test(l))) {
      blocks.push({ ul: lines.map((l) => l.replace(/^[-*•]\s+/, '')) })
    } else {
      blocks.push({ p: lines.join(' ') })
    }
  }
  return blocks.length ? richText(blocks) : null
}
