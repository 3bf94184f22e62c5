'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { ImageOff, X } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { showToast } from '@/components/toast/show'
import { formatUSD } from '@/lib/money'
import { COMPARE_MAX, canCompare, compareUrl, removeFromCompare, TOO_FEW_MESSAGE } from '@/lib/storefront/compare'
import { type CompareCard, loadCards } from './cards'
import styles from './compare.module.css'
import { useCompare } from './selection'

/**
 * The compare bar at the bottom of listings (storefront.md section 2): up to 4 slots with the selected products'
 * thumbnail, name and remove; Compare (from 2 products; fewer says so) and Clear. Hidden while nothing is selected.
 */
export function CompareBar() {
  const router = useRouter()
  const measure = useHeightOnRoot('--compare-bar-height')
  const [selection, setSelection] = useCompare()
  const [cards, setCards] = useState<Map<number, CompareCard>>(new Map())
  const key = selection.ids.join(',')

  useEffect(() => {
    if (!key) return
    let live = true
    loadCards(key.split(',').map(Number)).then((found) => live && setCards(found))
    return () => {
      live = false
    }
  }, [key])

  if (selection.ids.length === 0) return null
  const ready = canCompare(selection)
  const slots = Array.from({ length: COMPARE_MAX }, (_, i) => selection.ids[i] ?? null)

  const compare = () => {
    if (!ready) return showToast(TOO_FEW_MESSAGE)
    router.push(compareUrl(selection.ids))
  }

  return (
    <section ref={measure} className={styles.bar} aria-label="Compare products" data-compare-bar>
      <div className={styles.barInner}>
        <ol className={styles.slots}>
          {slots.map((id, i) =>
            id === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots are positions
              <li key={`empty-${i}`} className={styles.slotEmpty} aria-hidden="true">
                <span>{i + 1}</span>
              </li>
            ) : (
              <li key={id} className={styles.slot} data-compare-slot={id}>
                <Slot card={cards.get(id) ?? null} />
                <button
                  type="button"
                  className={styles.slotRemove}
                  onClick={() => setSelection(removeFromCompare(selection, id))}
                  aria-label={`Remove ${cards.get(id)?.name ?? 'this product'} from comparison`}
                >
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ),
          )}
        </ol>
        <div className={styles.barActions}>
          <p className={styles.barCount}>
            <strong>{selection.ids.length}</strong> of {COMPARE_MAX} selected
          </p>
          <button
            type="button"
            className={`button button-primary ${styles.barCompare}`}
            data-disabled={!ready || undefined}
            onClick={compare}
          >
            Compare{ready ? ` (${selection.ids.length})` : ''}
          </button>
          <button
            type="button"
            className={styles.barClear}
            onClick={() => setSelection({ classifierId: null, ids: [] })}
          >
            Clear
          </button>
        </div>
      </div>
    </section>
  )
}

function Slot({ card }: { card: CompareCard | null }) {
  if (!card) return <span className={styles.slotLoading} />
  return (
    <>
      <span className={styles.slotThumb}>
        {card.image ? (
          <Picture src={card.image.src} alt="" width={card.image.width} height={card.image.height} sizes="64px" />
        ) : (
          <ImageOff aria-hidden="true" size={20} />
        )}
      </span>
      <span className={styles.slotText}>
        <span className={styles.slotName} title={card.name}>
          {card.name}
        </span>
        <span className={`${styles.slotPrice} tabular`}>{formatUSD(card.price)}</span>
      </span>
    </>
  )
}

/**
 * A ref that keeps a CSS variable on the page's root at the element's height, so the page can end above a fixed bar
 * whatever the bar holds (its slots, a wrapped button, a larger font).
 */
function useHeightOnRoot(variable: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      const root = document.documentElement.style
      const observer = new ResizeObserver(() => root.setProperty(variable, `${element.offsetHeight}px`))
      observer.observe(element)
      return () => {
        observer.disconnect()
        root.removeProperty(variable)
      }
    },
    [variable],
  )
}
