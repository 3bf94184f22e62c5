'use client'

import clsx from 'clsx'
import { useEffect, useMemo, useState } from 'react'
import { Search, Sparkles, X } from '@/components/icons'
import type { CatalogOption, CatalogValue } from '@/creator/catalog'
import { hiddenNow, isSoldOut, listedValues, SEARCH_DEBOUNCE_MS, searchValues } from '@/creator/engine'
import type { CreatorView } from '@/creator/view'
import styles from './creator.module.css'
import { usePanelScope } from './panel-scope'
import {
  closedSuggestionsCount,
  countSuggestionsClosed,
  SUGGESTIONS_MAX_CLOSES,
  SUGGESTIONS_SHOWN,
} from './suggestions'
import type { CreatorModel } from './useCreator'
import { ValueChoice } from './ValueChoice'
import { chosenValueOf } from './ValuePicker'

/** Bodies the Xbox Elite grid shows before 'Show All' (creator.md section 9). */
export const ELITE_GRID_SHOWN = 3
const ALL = 'All'

interface Props {
  view: CreatorView
  model: CreatorModel
  option: CatalogOption
}

/** Values grouped under their picker group ('Exclusive Designs' first), keeping the engine's order inside. */
function grouped(values: CatalogValue[]): Array<[string, CatalogValue[]]> {
  const groups = new Map<string, CatalogValue[]>()
  for (const v of values) groups.set(v.group || 'Designs', [...(groups.get(v.group || 'Designs') ?? []), v])
  return [...groups].sort(([a], [b]) => Number(b === 'Exclusive Designs') - Number(a === 'Exclusive Designs'))
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * Body and back shell pickers (and the Xbox Elite grids): picture cards in groups with search (debounced
 * 250 ms), group tabs, up to three suggestions, accordions inside a phone's sheet. The Elite body grid shows
 * three bodies, then 'Show All' / 'Collapse'.
 */
export function CardPicker({ view, model, option }: Props) {
  const scope = usePanelScope()
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState(ALL)
  const [expanded, setExpanded] = useState(false)
  const [suggesting, setSuggesting] = useState(false)
  useEffect(() => setSuggesting(closedSuggestionsCount() <= SUGGESTIONS_MAX_CLOSES), [])
  const search = useDebounced(query, SEARCH_DEBOUNCE_MS)
  const listed = useMemo(() => listedValues(option), [option])
  const groups = useMemo(() => grouped(searchValues(listed, search)), [listed, search])
  const chosen = chosenValueOf(model, option)
  const grid = option.template === 'elite-body-grid'
  const choice = (v: CatalogValue) => (
    <ValueChoice
      key={v.id}
      view={view}
      model={model}
      option={option}
      value={v}
      layout="cards"
      selected={chosen === v.id}
    />
  )
  const cards = (values: CatalogValue[]) => (
    <ul className={clsx(styles.values, styles.cardsList)}>{values.map(choice)}</ul>
  )

  const available = (v: CatalogValue) =>
    v.id !== chosen && !v.isUnavailable && !isSoldOut(option, v) && !hiddenNow(model.visibility, option.id, v.id)
  const suggestions = listed.filter((v) => v.isFeatured && available(v)).slice(0, SUGGESTIONS_SHOWN)
  const closeSuggestions = () => {
    countSuggestionsClosed()
    setSuggesting(false)
  }

  if (grid) {
    const all = groups.flatMap(([, values]) => values)
    const shown = expanded
      ? all
      : [...all].sort((a, b) => Number(b.id === chosen) - Number(a.id === chosen)).slice(0, ELITE_GRID_SHOWN)
    return (
      <fieldset className={styles.picker}>
        <legend className="visually-hidden">{option.name}</legend>
        <p className={styles.muted}>
          {all.length} {all.length === 1 ? 'design' : 'designs'}
        </p>
        {cards(shown)}
        {all.length > ELITE_GRID_SHOWN && (
          <button type="button" className={styles.linkButton} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Collapse' : 'Show All'}
          </button>
        )}
      </fieldset>
    )
  }

  const visibleGroups = tab === ALL ? groups : groups.filter(([name]) => name === tab)
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">{option.name}</legend>
      {listed.length > 6 && (
        <div className={styles.search}>
          <Search size={16} aria-hidden="true" />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={`Search ${option.name.toLowerCase()} designs`}
            aria-label={`Search ${option.name}`}
          />
        </div>
      )}
      {suggesting && suggestions.length > 0 && !search && (
        <aside className={styles.suggestions} aria-label="Suggestions">
          <p className={styles.suggestionsTitle}>
            <Sparkles size={14} aria-hidden="true" /> Popular right now
          </p>
          <div className={styles.suggestionList}>
            {suggestions.map((v) => (
              <button
                key={v.id}
                type="button"
                className={styles.suggestion}
                onClick={() => model.dispatch({ type: 'chooseValue', optionId: option.id, valueId: v.id })}
              >
                {v.name}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.closeButton}
            aria-label="Close suggestions"
            onClick={closeSuggestions}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </aside>
      )}
      {groups.length > 1 && scope === 'list' && (
        <div className={styles.chipTabs} role="tablist" aria-label={`${option.name} groups`}>
          {[ALL, ...groups.map(([name]) => name)].map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={clsx(styles.chipTab, tab === name && styles.chipTabActive)}
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      {groups.length === 0 && <p className={styles.muted}>No designs match “{search}”.</p>}
      {scope === 'sheet'
        ? groups.map(([name, values], i) => (
            <details key={name} className={styles.accordion} open={i === 0 || values.some((v) => v.id === chosen)}>
              <summary>
                {name} <span className={styles.muted}>({values.length})</span>
              </summary>
              {cards(values)}
            </details>
          ))
        : visibleGroups.map(([name, values]) => (
            <div key={name} className={styles.valueGroup}>
              <h4 className={styles.valueGroupTitle}>{name}</h4>
              {cards(values)}
            </div>
          ))}
    </fieldset>
  )
}
