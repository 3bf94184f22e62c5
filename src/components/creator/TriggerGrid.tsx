'use client'

import clsx from 'clsx'
import { Check, Plus } from '@/components/icons'
import type { CatalogOption } from '@/creator/catalog'
import { hiddenNow, isSoldOut, listedValues, priceIn, SOLD_OUT_TOOLTIP } from '@/creator/engine'
import type { CreatorView } from '@/creator/view'
import { formatUSD } from '@/lib/money'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'
import { ValueChoice } from './ValueChoice'

interface Props {
  view: CreatorView
  model: CreatorModel
  option: CatalogOption
}

/**
 * The Xbox Series X trigger grid: three columns of triggers, each with 'ADD + price' (or 'ADDED'). With the
 * performance triggers chosen, a sub-picker offers the Performance Grip Panels that go with them.
 */
export function TriggerGrid({ view, model, option }: Props) {
  const { state, index, visibility, dispatch } = model
  const chosen = state.options[`option_${option.id}`]
  const sub = view.subPickers[option.id]
  const subOption = sub && chosen === sub.valueId ? index.options.get(sub.optionId) : undefined
  const subValues = subOption
    ? listedValues(subOption).filter((v) => v.isDefault || sub?.groups.includes(v.group ?? ''))
    : []
  const subChosen = subOption ? state.options[`option_${subOption.id}`] : undefined
  return (
    <div className={styles.picker}>
      <ul className={clsx(styles.values, styles.triggerGrid)}>
        {listedValues(option).map((v) => {
          const selected = chosen === v.id
          const reason = hiddenNow(visibility, option.id, v.id)
          const soldOut = isSoldOut(option, v) && !v.isDefault
          const price = priceIn(view.catalog, index, state, option.id, v.id)
          return (
            <li
              key={v.id}
              className={clsx(styles.triggerCard, selected && styles.selected)}
              title={reason ?? (soldOut ? SOLD_OUT_TOOLTIP : undefined)}
            >
              <span
                className={clsx(styles.swatch, styles.triggerSwatch, !view.swatches[v.id] && styles.swatchEmpty)}
                style={view.swatches[v.id] ? { background: view.swatches[v.id] } : undefined}
                aria-hidden="true"
              />
              <span className={styles.valueName}>{v.name}</span>
              <button
                type="button"
                className={selected ? styles.addedButton : styles.addButton}
                aria-pressed={selected}
                disabled={Boolean(reason) || soldOut || v.isUnavailable}
                onClick={() => dispatch({ type: 'chooseValue', optionId: option.id, valueId: v.id })}
              >
                {selected ? <Check size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
                {selected ? 'ADDED' : soldOut ? 'Sold Out' : `ADD ${price > 0 ? `+ ${formatUSD(price)}` : ''}`}
              </button>
            </li>
          )
        })}
      </ul>
      {subOption && (
        <fieldset className={styles.subPicker}>
          <legend className={styles.pickerLead}>Please select Performance Grip Panels from available designs:</legend>
          <ul className={clsx(styles.values, styles.swatchesList)}>
            {subValues.map((v) => (
              <ValueChoice
                key={v.id}
                view={view}
                model={model}
                option={subOption}
                value={v}
                layout="swatches"
                selected={subChosen === v.id}
              />
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  )
}
