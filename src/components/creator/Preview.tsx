'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { ChevronLeft, ChevronRight, Download, RotateCcw } from '@/components/icons'
import { Picture } from '@/components/Picture'
import type { Selection } from '@/creator/selection'
import { type CreatorView, stackOf } from '@/creator/view'
import type { PreviewSide } from '@/lib/platforms'
import styles from './creator.module.css'
import { STAGE_PICTURE } from './use-layer-warmer'

const SIDE_NAMES: Record<PreviewSide, string> = { front: 'Front', top: 'Top', back: 'Back' }

/** The chosen value ids of a configuration (what draws layers). */
export const chosenValues = (s: Selection): number[] =>
  Object.values(s.options).filter((v): v is number => typeof v === 'number')

interface Props {
  view: CreatorView
  state: Selection
  side: PreviewSide
  onSide: (side: PreviewSide) => void
  onReset: () => void
  /** Downloads the server-composed image of this side (absent until the server can compose). */
  onDownload?: () => void
  /** The stage's first layer is on screen: other layers may now be fetched ahead (use-layer-warmer.ts). */
  onPainted?: () => void
}

/**
 * The live preview: the selected values' layers stacked per side in the browser, so a click changes the
 * picture at once. Once it has painted, the platform's other layers are fetched ahead (use-layer-warmer.ts), so
 * later clicks need no network.
 */
export function Preview({ view, state, side, onSide, onReset, onDownload, onPainted }: Props) {
  const sides = view.platform.sides
  const position = Math.max(0, sides.indexOf(side))
  const layers = useMemo(() => stackOf(view, chosenValues(state), side), [view, state, side])
  const [loaded, setLoaded] = useState(false)
  const stage = useRef<HTMLDivElement>(null)
  const paint = () => {
    setLoaded(true)
    onPainted?.()
  }
  // A first layer the browser drew before the page hydrated fires no onLoad that React sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render's picture
  useEffect(() => {
    if (stage.current?.querySelector('img')?.complete) paint()
  }, [])

  const go = (step: number) => onSide(sides[(position + step + sides.length) % sides.length] ?? 'front')

  return (
    <figure className={styles.preview} aria-label={`${view.platform.name} controller preview`}>
      <div className={styles.previewStage} data-loaded={loaded || undefined} ref={stage}>
        {layers.map((url, i) => (
          <Picture
            key={url}
            src={url}
            alt={i === 0 ? `Your ${view.platform.name} controller, ${SIDE_NAMES[side].toLowerCase()} view` : ''}
            {...STAGE_PICTURE}
            // The stage is the page's main picture: its layers load first, never lazily.
            loading="eager"
            fetchPriority={i === 0 ? 'high' : 'auto'}
            className={styles.previewLayer}
            onLoad={i === 0 ? paint : undefined}
            draggable={false}
          />
        ))}
      </div>
      <figcaption className={styles.previewBar}>
        <button type="button" className={styles.iconButton} onClick={onReset}>
          <RotateCcw size={18} aria-hidden="true" />
          <span className={styles.buttonLabel}>Reset</span>
        </button>
        {sides.length > 1 && (
          <fieldset className={styles.sideSwitch} aria-label="Preview side">
            <button type="button" className={styles.roundButton} onClick={() => go(-1)} aria-label="Previous side">
              <ChevronLeft size={18} aria-hidden="true" />
            </button>
            <span aria-live="polite" data-testid="side-label">
              View {position + 1} of {sides.length}
              <span className="visually-hidden"> ({SIDE_NAMES[side]})</span>
            </span>
            <button type="button" className={styles.roundButton} onClick={() => go(1)} aria-label="Next side">
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          </fieldset>
        )}
        {onDownload ? (
          <button type="button" className={styles.iconButton} onClick={onDownload}>
            <Download size={18} aria-hidden="true" />
            <span className={styles.buttonLabel}>Download</span>
          </button>
        ) : (
          <span />
        )}
      </figcaption>
    </figure>
  )
}
