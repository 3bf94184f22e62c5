'use client'

import { useEffect, useRef, useState } from 'react'
import { ChevronDown, Info } from '@/components/icons'
import type { CreatorView } from '@/creator/view'
import styles from './creator.module.css'
import { OptionPanel } from './OptionPanel'
import { summaryOf } from './summary'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  /** The shopper points at a group (hover, focus, open): its layers are fetched first. */
  onPoint?: (groupId: number) => void
}

/** Option groups in collapsible categories (Design, Performance, Hardware), in creator order. */
export function Groups({ view, model, onPoint }: Props) {
  const categories = new Map<string, CreatorView['groups']>()
  for (const group of view.groups) categories.set(group.category, [...(categories.get(group.category) ?? []), group])
  const addonNotices = model.noticeAbout('addons')
  return (
    <div className={styles.groups}>
      {[...categories].map(([category, groups]) => (
        <section key={category} className={styles.category} aria-labelledby={`category-${category}`}>
          <h2 id={`category-${category}`} className={styles.categoryTitle}>
            {category}
          </h2>
          {groups.map((group, i) => (
            <Group
              key={group.id}
              view={view}
              model={model}
              group={group}
              initiallyOpen={group.open || (category === view.groups[0]?.category && i === 0)}
              notices={addonNotices}
              onPoint={onPoint}
            />
          ))}
        </section>
      ))}
    </div>
  )
}

interface GroupProps extends Props {
  group: CreatorView['groups'][number]
  initiallyOpen: boolean
  notices: ReturnType<CreatorModel['noticeAbout']>
}

/**
 * One group. Its body (every value's card, swatch and price) is rendered once the group is opened or pointed at,
 * and then kept: a closed group is only its summary in the page's HTML, which keeps the creator's document light
 * (issue 32) and its hydration short. Pointing at it (hover, focus) renders it before the click that opens it; a
 * group the shopper opened before the page hydrated (no toggle reached React) is rendered as it hydrates.
 */
function Group({ view, model, group, initiallyOpen, notices, onPoint }: GroupProps) {
  const [shown, setShown] = useState(initiallyOpen)
  const details = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (details.current?.open) setShown(true)
  }, [])
  const point = () => {
    setShown(true)
    onPoint?.(group.id)
  }
  return (
    <details
      ref={details}
      className={styles.group}
      open={initiallyOpen}
      data-group={group.name}
      onPointerEnter={point}
      onFocus={point}
      onToggle={(e) => e.currentTarget.open && point()}
    >
      <summary className={styles.groupSummary}>
        <span className={styles.groupTitle}>{group.header}</span>
        <span className={styles.groupChoice}>{summaryOf(model, group.options)}</span>
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </summary>
      {shown && (
        <div className={styles.groupBody} data-group-body>
          {group.tooltip && (
            <p className={styles.groupTooltip}>
              <Info size={14} aria-hidden="true" /> {group.tooltip}
            </p>
          )}
          {group.options.flatMap((id) => {
            const option = model.index.options.get(id)
            return option ? [<OptionPanel key={id} view={view} model={model} option={option} />] : []
          })}
          {group.options.some((id) => model.index.options.get(id)?.template === 'rapid-fire') &&
            notices.map((notice) => (
              <p className={styles.notice} role="alert" key={notice.id}>
                {notice.text}
              </p>
            ))}
        </div>
      )}
    </details>
  )
}
