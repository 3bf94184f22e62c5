'use client'

import { useCallback, useRef, useState } from 'react'
import { pictureProps } from '@/components/Picture'
import { whenIdle } from '@/components/when-idle'
import type { CatalogIndex } from '@/creator/catalog'
import { groupValueIds, layerUrls, warmOrder } from '@/creator/layer-order'
import type { CreatorView } from '@/creator/view'
import type { PreviewSide } from '@/lib/platforms'
import { createLayerWarmer } from './layer-warmer'

/** The stage's width: the whole screen on phones and tablets, about 640 px in the desktop layout. */
export const STAGE_SIZES = '(max-width: 768px) 100vw, 640px'

/**
 * How the stage draws a layer: 1000 × 800 (its aspect while it loads), and no wider than 1000 px, the width the server
 * composes previews at (PREVIEW_WIDTH in src/creator/preview/raster.ts): the picture a shopper downloads or shares is
 * never sharper than the stage's. Art uploaded wider is still offered at 1080 px at most.
 */
export const STAGE_PICTURE = { width: 1000, height: 800, fileWidth: 1000, sizes: STAGE_SIZES } as const

/** Loads a layer as the stage would show it (the same file of the same width), so a later click needs no network. */
function loadLayer(url: string): Promise<void> {
  const props = pictureProps({ src: url, alt: '', ...STAGE_PICTURE })
  const img = new Image()
  img.decoding = 'async'
  const done = new Promise<void>((resolve) => {
    img.onload = () => resolve()
    img.onerror = () => resolve()
  })
  if (props.srcSet) img.srcset = props.srcSet
  if (props.sizes) img.sizes = props.sizes
  img.src = props.src
  return done
}

/**
 * The creator's fetching ahead (issue 32): nothing before the preview has painted and the page has loaded; then the
 * layers of the side on show, group by group, in idle time; a group the shopper points at first.
 * `painted` is called by the stage when its first layer is on screen; `point` by a group on hover, focus or open.
 */
export function useLayerWarmer(view: CreatorView, index: CatalogIndex, side: PreviewSide) {
  // One for the page's life: layers of a newer catalog (an admin's edit in admin mode) join its queue.
  const [warmer] = useState(() => createLayerWarmer({ load: loadLayer, idle: (callback) => void whenIdle(callback) }))
  const sideNow = useRef(side)
  sideNow.current = side
  const painted = useRef(false)

  const start = useCallback(() => warmer.start(warmOrder(view, index, sideNow.current)), [warmer, view, index])

  const onPainted = useCallback(() => {
    if (painted.current) return
    painted.current = true
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  }, [start])

  const point = useCallback(
    (groupId: number) => warmer.prioritize(layerUrls(view, groupValueIds(view, index, groupId), sideNow.current)),
    [warmer, view, index],
  )
  return { onPainted, point }
}
