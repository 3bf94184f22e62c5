'use client'

import { ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import type { Selection } from '../selection'
import type { CreatorGroup, CreatorView } from '../view'
import styles from './creator.module.css'
import { GroupSheet } from './GroupSheet'
import { summaryOf } from './summary'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  /** The live preview, repeated inside the Advanced Back sheet. */
  preview: React.ReactNode
}

/** Phones: the groups as a swipeable row of cards; a card opens its group in a sheet. */
export function GroupSlider({ view, model, preview }: Props) {
  const [open, setOpen] = useState<{ group: CreatorGroup; before: Selection } | null>(null)
  const hasAdvancedBack = (group: CreatorGroup) =>
    group.options.some((id) => model.index.options.get(id)?.template === 'advanced-back')
  return (
    <nav className={styles.slider} aria-label="Option groups">
      <Swiper slidesPerView="auto" spaceBetween={10} slidesOffsetBefore={0} slidesOffsetAfter={0}>
        {view.groups.map((group) => (
          <SwiperSlide key={group.id} className={styles.slide}>
            <button
              type="button"
              className={styles.slideButton}
              onClick={() => setOpen({ group, before: model.state })}
              data-slide={group.name}
            >
              <span className={styles.slideCategory}>{group.category}</span>
              <span className={styles.slideTitle}>{group.header}</span>
              <span className={styles.slideChoice}>
                {summaryOf(model, group.options)} <ChevronRight size={14} aria-hidden="true" />
              </span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      {open && (
        <GroupSheet
          view={view}
          model={model}
          group={open.group}
          before={open.before}
          onClose={() => setOpen(null)}
          preview={hasAdvancedBack(open.group) ? preview : undefined}
        />
      )}
    </nav>
  )
}
