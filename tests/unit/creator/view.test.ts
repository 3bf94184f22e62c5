import { describe, expect, it } from 'vitest'
import { type CreatorView, stackOf } from '../../../src/creator/view'

const view = {
  base: { front: '/base-front.png', back: '/base-back.png' },
  layers: {
    1: [
      { side: 'front', zIndex: 30, url: '/body-front.png' },
      { side: 'back', zIndex: 10, url: '/body-back.png' },
    ],
    2: [{ side: 'front', zIndex: 20, url: '/buttons-front.png' }],
  },
} as unknown as CreatorView

describe('preview stacks (the browser stacks the same layers the server composes)', () => {
  it('puts the base first, then the chosen values of that side by stacking order', () => {
    expect(stackOf(view, [1, 2], 'front')).toEqual(['/base-front.png', '/buttons-front.png', '/body-front.png'])
    expect(stackOf(view, [1, 2], 'back')).toEqual(['/base-back.png', '/body-back.png'])
  })

  it('ignores values without layers and sides without a base', () => {
    expect(stackOf(view, [99], 'top')).toEqual([])
  })
})
