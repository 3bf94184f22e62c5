import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { pictureProps } from '../../../src/components/Picture/Picture'
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES, isOptimizable } from '../../../src/lib/media-url'

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

describe('pictureProps', () => {
  it.each(cases)('writes what next/image writes for $src', (props) => {
    expect(pictureProps(props)).toEqual(nextProps(props))
  })

  it('keeps the handlers and attributes next/image would drop or pass', () => {
    const onLoad = () => {}
    expect(pictureProps({ src: '/previews/a.webp', alt: '', width: 10, height: 10, onLoad }).onLoad).toBe(onLoad)
  })

  it('with `largest`, stops the srcset at the first width a 2x screen needs and shows that one by default', () => {
    const props = {
      src: '/api/media/file/card.webp',
      alt: 'card',
      width: 1000,
      height: 800,
      sizes: '(max-width: 700px) 50vw, 300px',
    }
    const widths = (srcSet: string | undefined) =>
      (srcSet ?? '').split(', ').map((s) => Number(s.split(' ')[1]?.slice(0, -1)))
    const all = widths(pictureProps(props).srcSet)
    const capped = pictureProps({ ...props, largest: 350 })
    expect(all.at(-1)).toBe(1920)
    expect(widths(capped.srcSet)).toEqual(all.filter((w) => w <= 828))
    expect(capped.src).toContain('&w=828&')
    expect(capped.sizes).toBe(props.sizes)
  })
})
