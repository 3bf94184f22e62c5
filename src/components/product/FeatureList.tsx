'use client'

import { useId, useState } from 'react'
import { Check, ChevronDown } from '@/components/icons'
import type { FeatureGroup } from '../../lib/storefront/product-page-data'
import styles from './FeatureList.module.css'
import { previewFeatures } from './feature-preview'

/** The product's features, collapsed to a preview with 'Show More' / 'Show Less' (storefront.md section 4). */
export function FeatureList({ groups }: { groups: FeatureGroup[] }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const { shown, more } = previewFeatures(groups)
  const visible = expanded ? groups : shown
  return (
    <div className={styles.features}>
      <div id={listId} className={styles.groups}>
        {visible.map((group, i) => (
          <div key={group.title ?? i} className={styles.group}>
            {group.title && <h3 className={styles.title}>{group.title}</h3>}
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item}>
                  <Check aria-hidden="true" size={16} className={styles.tick} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {more && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((was) => !was)}
        >
          {expanded ? 'Show Less' : 'Show More'}
          <ChevronDown aria-hidden="true" size={16} data-up={expanded || undefined} className={styles.chevron} />
        </button>
      )}
    </div>
  )
}
