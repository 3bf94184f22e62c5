'use client'

import { useId } from 'react'
import { useReady } from '@/components/ready'
import { showToast } from '@/components/toast/show'
import { addToCompare, removeFromCompare } from '@/lib/storefront/compare'
import styles from './compare.module.css'
import { readSelection, saveSelection, useCompareSelection } from './selection'

interface Props {
  id: number
  /** The product's classifier: only products of one classifier are compared together. */
  classifier?: number | null
  /** The product's name, the checkbox's description. */
  name: string
}

/**
 * The compare checkbox of a comparable product (storefront.md sections 4 and 5): adds it to the selection or removes
 * it; an item of another classifier, a fifth one, are refused with a message (a toast, 6 s). Render it only for
 * comparable products (the rule is not shown).
 */
export function CompareCheckbox({ id, classifier = null, name }: Props) {
  const selection = useCompareSelection()
  const checked = selection.ids.includes(id)
  // Named 'Compare' (the card's filters keep their names to themselves), described by the product's name.
  const describedBy = useId()
  const ready = useReady()

  const toggle = () => {
    const current = readSelection()
    if (current.ids.includes(id)) return saveSelection(removeFromCompare(current, id))
    const added = addToCompare(current, { id, classifierId: classifier, comparable: true })
    if (added.ok) saveSelection(added.selection)
    else showToast(added.message)
  }

  return (
    <div className={styles.check} data-ready={ready || undefined}>
      <label className={styles.checkLabel}>
        <input
          type="checkbox"
          className={styles.checkInput}
          checked={checked}
          onChange={toggle}
          aria-describedby={describedBy}
          data-compare-checkbox={id}
        />
        <span>Compare</span>
      </label>
      <span id={describedBy} hidden>
        {name}
      </span>
    </div>
  )
}
