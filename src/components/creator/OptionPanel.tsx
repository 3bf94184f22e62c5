'use client'

import type { CatalogOption } from '@/creator/catalog'
import type { CreatorView } from '@/creator/view'
import { AddonsPanel } from './AddonsPanel'
import { CardPicker } from './CardPicker'
import { CheckOption } from './CheckOption'
import styles from './creator.module.css'
import { Gallery } from './Gallery'
import { TriggerGrid } from './TriggerGrid'
import type { CreatorModel } from './useCreator'
import { ValuePicker } from './ValuePicker'

/** Templates drawn as picture cards with search, tabs and suggestions. */
const CARD_TEMPLATES = new Set(['body-picker', 'back-shell-picker', 'elite-body-grid', 'elite-back-design'])

const LAYOUTS: Record<string, 'rows' | 'swatches'> = {
  'advanced-back': 'rows',
  'performance-package': 'rows',
  'rgb-lighting': 'rows',
  'linked-options': 'rows',
}

interface Props {
  view: CreatorView
  model: CreatorModel
  option: CatalogOption
}

/** One option inside its group, drawn by its template; the engine decides what may be chosen. */
export function OptionPanel({ view, model, option }: Props) {
  const notices = model.noticeAbout(`option_${option.id}`)
  const agreement = view.catalog.rules.agreement?.option === option.id
  let body: React.ReactNode
  if (agreement) {
    const accepted = model.state.options[`option_${option.id}`] === true
    body = (
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={accepted}
          onChange={() => model.dispatch({ type: 'acceptAgreement', accepted: !accepted })}
        />
        <span className={styles.valueText}>
          <span className={styles.valueName}>{option.name}</span>
          <span className={styles.muted}>{view.descriptions[option.id]}</span>
        </span>
        <span className={styles.valuePrice}>+$0.00</span>
      </label>
    )
  } else if (model.visibility.lists.has(option.id)) {
    // The rules hide the whole list (LED colours until the lights are added): nothing to choose here.
    return null
  } else if (option.values.length > 0) {
    body = (
      <>
        {option.template === 'elite-back-design' && <p className={styles.pickerLead}>Back Design:</p>}
        {option.template === 'led-lights' && <p className={styles.pickerLead}>{option.name}:</p>}
        {view.descriptions[option.id] && option.values.length > 0 && (
          <p className={styles.optionDescription}>{view.descriptions[option.id]}</p>
        )}
        {CARD_TEMPLATES.has(option.template) ? (
          <CardPicker view={view} model={model} option={option} />
        ) : option.template === 'trigger-grid' ? (
          <TriggerGrid view={view} model={model} option={option} />
        ) : (
          <ValuePicker view={view} model={model} option={option} layout={LAYOUTS[option.template] ?? 'swatches'} />
        )}
        {option.template === 'variation-list' && <Gallery title={option.name} banners={view.banners[option.id]} />}
      </>
    )
  } else {
    body = (
      <>
        <CheckOption view={view} model={model} option={option} card={option.template === 'checkbox-card'} />
        {option.template === 'rapid-fire' && <AddonsPanel view={view} model={model} />}
      </>
    )
  }
  return (
    <div className={styles.option} data-option={option.id}>
      {body}
      {notices.map((notice) => (
        <p className={styles.notice} role="alert" key={notice.id}>
          {notice.text}
        </p>
      ))}
    </div>
  )
}
