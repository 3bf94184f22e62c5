import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { pictureProps, shownWidths } from '../../../src/components/Picture/Picture'
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES, isOptimizable, optimizerUrlFor } from '../../../src/lib/media-url'

// next/image's own attribute builder, with the store's image settings (next.config.ts `images`), as getImageProps
// runs it: pictureProps must write exactly what it writes, so a page's <img> asks the optimizer for the same files.
const require = createRequire(import.meta.url)
const { getImgProps } = require('next/dist/shared/lib/get-img-props')
const { prepareImageConfig } = require('next/dist/shared/lib/image-config')
const defaultLoader = require('next/dist/shared/lib/image-loader').default
const imgConf = prepareImageConfig({
  ...require('next/dist/shared/lib/image-config').imageConfigDefault,
  deviceSizes: IMAGE_DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
})

function nextProps(props: Parameters<typeof pictureProps>[0]) {
  const { src, ...rest } = props
  const out = getImgProps({ src, unoptimized: !isOptimizable(src), ...rest }, { defaultLoader, imgConf }).props
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined))
}

/** Our attributes with each short picture address written as the optimizer's own (what src/proxy.ts rewrites to). */
function longForm(props: Parameters<typeof pictureProps>[0]) {
  const long = (address: string) => {
    const url = new URL(address, 'http://store')
    return optimizerUrlFor(url.pathname, url.search) ?? address
  }
  const ours = pictureProps(props)
  const srcSet = ours.srcSet
    ?.split(', ')
    .map((candidate) => {
      const [address, descriptor] = candidate.split(' ')
      return `${long(address as string)} ${descriptor}`
    })
    .join(', ')
  return { ...ours, src: long(ours.src), ...(srcSet === undefined ? {} : { srcSet }) }
}

const cases: Parameters<typeof pictureProps>[0][] = [
  // The home hero: fixed sizes in px, eager, high priority.
  {
    src: '/previews/ps5/front/abc.webp',
    alt: 'PS5',
    width: 1000,
    height: 800,
    sizes: '(max-width: 700px) 360px, 620px',
    loading: 'eager',
    fetchPriority: 'high',
    className: 'hero',
  },
  // The creator's stage: a share of the viewport.
  {
    src: '/api/media/file/layer.png?v=abc',
    alt: '',
    width: 1000,
    height: 800,
    sizes: '(max-width: 768px) 100vw, 640px',
  },
  { src: '/api/media/file/a%20b.png', alt: 'x', width: 1200, height: 640, sizes: '(max-width: 1000px) 100vw, 960px' },
  {
    src: '/api/media/file/card.png',
    alt: 'card',
    width: 400,
    height: 320,
    sizes: '50vw',
    style: { objectFit: 'cover' },
  },
  // No sizes: 1x and 2x of the shown width.
  { src: '/api/media/file/swatch.png', alt: 'Red', width: 48, height: 48 },
  { src: '/api/media/file/big.png', alt: 'Big', width: 1500, height: 900 },
  // Not ours, or an SVG: as it is.
  { src: 'https://cdn.example/a.png', alt: 'cdn', width: 100, height: 100, sizes: '100px', loading: 'lazy' },
  { src: '/api/media/file/icon.svg?v=1', alt: 'icon', width: 40, height: 40, hidden: true },
]

const widths = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((s) => Number(s.split(' ')[1]?.slice(0, -1)))

describe('pictureProps', () => {
  it.each(cases)('writes what next/image writes for $src, with a srcset bounded by sizes', (props) => {
    const ours = longForm(props)
    const theirs = nextProps(props)
    const { srcSet, src, ...rest } = ours
    const { srcSet: nextSrcSet, src: nextSrc, ...nextRest } = theirs as { srcSet?: string; src?: string }
    expect(rest).toEqual(nextRest)
    if (!nextSrcSet) {
      expect(srcSet).toBeUndefined()
      expect(src).toBe(nextSrc)
      return
    }
    // Every address is one next/image writes (the optimizer accepts it), in the same order.
    const offered = (srcSet ?? '').split(', ')
    const all = nextSrcSet.split(', ')
    expect(offered.every((candidate) => all.includes(candidate))).toBe(true)
    expect(offered).toEqual(all.filter((candidate) => offered.includes(candidate)))
    // The default file is the widest offered.
    expect(src).toBe(offered.at(-1)?.split(' ')[0])
  })

  it.each([
    ['(max-width: 700px) 360px, 620px', [360, 480, 640, 828, 1080, 1280]],
    ['(max-width: 768px) 100vw, 640px', [360, 480, 640, 828, 1080, 1280, 1920]],
    ['(max-width: 700px) 50vw, (max-width: 1025px) 33vw, 300px', [256, 360, 480, 640, 828]],
    ['160px', [160, 360]],
    ['56px', [96, 160]],
    ['(max-width: 700px) 100vw, 400px', [360, 480, 640, 828, 1080, 1280, 1920]],
  ])('offers for sizes %s the widths from its narrowest to its widest on a 2x screen', (sizes, expected) => {
    const props = { src: '/api/media/file/card.webp', alt: 'card', width: 1000, height: 800, sizes }
    expect(widths(pictureProps(props).srcSet)).toEqual(expected)
  })

  it('offers no width past the first that covers the file’s own width (the optimizer never enlarges)', () => {
    const props = { src: '/api/media/file/layer.png', alt: '', width: 1000, height: 800 }
    const stage = '(max-width: 768px) 100vw, 640px'
    expect(widths(pictureProps({ ...props, sizes: stage, fileWidth: 1000 }).srcSet)).toEqual([360, 480, 640, 828, 1080])
    expect(pictureProps({ ...props, sizes: stage, fileWidth: 1000 }).src).toBe('/img/1080/m/layer.png')
    expect(widths(pictureProps({ ...props, sizes: stage, fileWidth: 5000 }).srcSet)).toHaveLength(7)
    expect(pictureProps({ ...props, sizes: '160px', fileWidth: 1000 })).not.toHaveProperty('fileWidth')
  })

  it('reads sizes it cannot bound as next/image does', () => {
    const props = { src: '/api/media/file/a.webp', alt: '', width: 1000, height: 800 }
    for (const sizes of ['(min-width: 800px) 50vw, 100vw', 'calc(100vw - 2rem)', '20em']) {
      expect(longForm({ ...props, sizes })).toEqual(nextProps({ ...props, sizes }))
    }
    expect(shownWidths('(min-width: 800px) 50vw, 100vw')).toBeNull()
    expect(shownWidths('(max-width: 700px) 50vw, 300px')).toEqual({ least: 180, most: 350 })
  })

  it('keeps the handlers and attributes next/image would drop or pass', () => {
    const onLoad = () => {}
    expect(pictureProps({ src: '/previews/a.webp', alt: '', width: 10, height: 10, onLoad }).onLoad).toBe(onLoad)
  })
})
