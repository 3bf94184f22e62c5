'use client'

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
            <details
              key={group.id}
              className={styles.group}
              open={group.open || (category === view.groups[0]?.category && i === 0)}
              data-group={group.name}
              onPointerEnter={() => onPoint?.(group.id)}
              onFocus={() => onPoint?.(group.id)}
              onToggle={(e) => e.currentTarget.open && onPoint?.(group.id)}
            >
              <summary className={styles.groupSummary}>
                <span className={styles.groupTitle}>{group.header}</span>
                <span className={styles.groupChoice}>{summaryOf(model, group.options)}</span>
                <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
              </summary>
              <div className={styles.groupBody}>
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
                  addonNotices.map((notice) => (
                    <p className={styles.notice} role="alert" key={notice.id}>
                      {notice.text}
                    </p>
                  ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}
