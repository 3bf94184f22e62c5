'use client'

import clsx from 'clsx'
import { CheckRow } from '@/components/added-to-cart/CheckRow'
import { Check, Plus } from '@/components/icons'
import type { CatalogOption } from '@/creator/catalog'
import { hiddenNow, priceIn } from '@/creator/engine'
import type { CreatorView } from '@/creator/view'
import { formatUSD } from '@/lib/money'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  option: CatalogOption
  /** Cards read 'ADD x' / 'x ADDED'; plain checkboxes read the name and '+price'. */
  card?: boolean
}

/** A checkbox option (Rapid Fire, Macro Remap, Mimic Buttons, Smart Triggers, services...). */
export function CheckOption({ view, model, option, card = false }: Props) {
  const { state, index, visibility, dispatch } = model
  const checked = state.options[`option_${option.id}`] === true
  const reason = hiddenNow(visibility, option.id)
  const price = priceIn(view.catalog, index, state, option.id)
  const description = view.descriptions[option.id]
  const toggle = () => dispatch({ type: 'toggleOption', optionId: option.id, on: !checked })

  if (card)
    return (
      <div className={clsx(styles.checkCard, checked && styles.selected, reason && styles.disabled)}>
        <div>
          <p className={styles.valueName}>{option.name}</p>
          {description && <p className={styles.muted}>{description}</p>}
          {reason && <p className={styles.reason}>{reason}</p>}
        </div>
        <button
          type="button"
          className={checked ? styles.addedButton : styles.addButton}
          aria-pressed={checked}
          disabled={Boolean(reason)}
          onClick={toggle}
        >
          {checked ? <Check size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
          {checked ? `${option.name} ADDED` : `ADD ${option.name}`}
          {!checked && price > 0 && <span className={styles.buttonPrice}>{formatUSD(price)}</span>}
        </button>
      </div>
    )

  return (
    <CheckRow
      id={option.id}
      name={option.name}
      description={description}
      price={price}
      checked={checked}
      reason={reason}
      onToggle={toggle}
    />
  )
}
