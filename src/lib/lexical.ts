/** Builds Lexical rich-text documents from plain blocks (for seeds and generated content). */
export type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const base = { version: 1, format: '' as const, indent: 0, direction: 'ltr' as const }

function node(block: Block) {
  if ('h2' in block) return { ...base, type: 'heading', tag: 'h2', children: [text(block.h2)] }
  if ('h3' in block) return { ...base, type: 'heading', tag: 'h3', children: [text(block.h3)] }
  if ('ul' in block) {
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: block.ul.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
    }
  }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block.p)] }
}

export function richText(blocks: Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(node) } }
}
