'use client'

import Link from 'next/link'
import { useId, useState } from 'react'
import { ImageOff } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { formatUSD } from '@/lib/money'
import { variationToggle, visibleVariations } from '@/lib/storefront/variations'
import type { VariationGroup } from '../../lib/storefront/product-page-data'
import styles from './Variations.module.css'

/** One group of versions ('Colour'): 3 tiles until 'Show All' (storefront.md sections 4 and 9). */
function Group({ group }: { group: VariationGroup }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const shown = visibleVariations(group.items, expanded)
  const toggle = variationToggle(group.items.length, expanded)
  return (
    <section className={styles.group} aria-labelledby={`${id}-name`} data-variation={group.name}>
      <h2 id={`${id}-name`} className={styles.name}>
        {group.name}
      </h2>
      <ul id={`${id}-list`} className={styles.list}>
        {shown.map((item) => (
          <li key={item.id}>
            <Link
              href={item.path}
              className={styles.tile}
              aria-current={item.current ? 'page' : undefined}
              prefetch={false}
            >
              <span className={styles.thumb}>
                {item.img ? (
                  <Picture src={item.img} alt="" width={64} height={52} sizes="64px" className={styles.image} />
                ) : (
                  <ImageOff aria-hidden="true" size={20} />
                )}
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.price}>{formatUSD(item.price)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {toggle && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {toggle}
        </button>
      )}
    </section>
  )
}

/** The product's variation groups: other versions a shopper can switch to. */
export function Variations({ groups }: { groups: VariationGroup[] }) {
  if (groups.length === 0) return null
  return (
    <div className={styles.variations}>
      {groups.map((group) => (
        <Group key={group.name} group={group} />
      ))}
    </div>
  )
}
