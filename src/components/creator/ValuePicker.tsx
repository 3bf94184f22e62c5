'use client'

import clsx from 'clsx'
import { useMemo } from 'react'
import type { CatalogOption, CatalogValue } from '@/creator/catalog'
import { listedValues } from '@/creator/engine'
import type { CreatorView } from '@/creator/view'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'
import { type PickerLayout, ValueChoice } from './ValueChoice'

interface Props {
  view: CreatorView
  model: CreatorModel
  option: CatalogOption
  layout: Exclude<PickerLayout, 'cards'>
}

/** Which value shows as chosen: a kit while all of its parts are as it set them, else the option's value. */
export function chosenValueOf(model: CreatorModel, option: CatalogOption): number | undefined {
  const kit = option.values.find(
    (k) => k.links?.length && k.links.every((l) => model.state.options[`option_${l.option}`] === l.value),
  )
  if (kit) return kit.id
  const chosen = model.state.options[`option_${option.id}`]
  return typeof chosen === 'number' ? chosen : undefined
}

/** An option's values as swatch chips or rows (variation lists, Advanced Back, kits, packages of parts). */
export function ValuePicker({ view, model, option, layout }: Props) {
  const listed = useMemo(() => listedValues(option), [option])
  const chosen = chosenValueOf(model, option)
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">{option.name}</legend>
      {option.template === 'linked-options' && (
        <p className={styles.pickerLead}>Please select from the available options:</p>
      )}
      <ul className={clsx(styles.values, styles[`${layout}List`])}>
        {listed.map((v: CatalogValue) => (
          <ValueChoice
            key={v.id}
            view={view}
            model={model}
            option={option}
            value={v}
            layout={layout}
            selected={chosen === v.id}
          />
        ))}
      </ul>
    </fieldset>
  )
}
