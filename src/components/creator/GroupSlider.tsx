'use client'

import { Suspense, useState } from 'react'
import { ChevronRight } from '@/components/icons'
import type { Selection } from '@/creator/selection'
import type { CreatorGroup, CreatorView } from '@/creator/view'
import styles from './creator.module.css'
import { GroupSheet } from './lazy-parts'
import { summaryOf } from './summary'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  /** The live preview, repeated inside the Advanced Back sheet. */
  preview: React.ReactNode
  /** A card is touched or opened: its group's layers are fetched first. */
  onPoint?: (groupId: number) => void
}

/**
 * Phones: the groups as a swipeable row of cards; a card opens its group in a sheet. The row is the browser's own
 * horizontal scrolling with scroll snapping: it swipes like a carousel with no script, so the phone's first screen
 * does not wait for a carousel library.
 */
export function GroupSlider({ view, model, preview, onPoint }: Props) {
  const [open, setOpen] = useState<{ group: CreatorGroup; before: Selection } | null>(null)
  const hasAdvancedBack = (group: CreatorGroup) =>
    group.options.some((id) => model.index.options.get(id)?.template === 'advanced-back')
  return (
    <nav className={styles.slider} aria-label="Option groups">
      <ul className={styles.slideRow}>
        {view.groups.map((group) => (
          <li key={group.id} className={styles.slide}>
            <button
              type="button"
              className={styles.slideButton}
              onClick={() => {
                onPoint?.(group.id)
                setOpen({ group, before: model.state })
              }}
              onPointerDown={() => onPoint?.(group.id)}
              data-slide={group.name}
            >
              <span className={styles.slideCategory}>{group.category}</span>
              <span className={styles.slideTitle}>{group.header}</span>
              <span className={styles.slideChoice}>
                {summaryOf(model, group.options)} <ChevronRight size={14} aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <GroupSheet
            view={view}
            model={model}
            group={open.group}
            before={open.before}
            onClose={() => setOpen(null)}
            preview={hasAdvancedBack(open.group) ? preview : undefined}
          />
        </Suspense>
      )}
    </nav>
  )
}
