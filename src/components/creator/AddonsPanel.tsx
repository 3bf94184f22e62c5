'use client'

import clsx from 'clsx'
import { useState } from 'react'
import { Lock } from '@/components/icons'
import { chargedPrice } from '@/creator/catalog'
import type { CreatorView } from '@/creator/view'
import { formatUSD } from '@/lib/money'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'

/** What Macro Remap is (creator.md section 2: the 'Learn More' link). */
const MACRO_PAGE = '/ps4-macro-controller'

/** Packages listed before 'Show All' (creator.md section 9). */
export const PACKAGES_SHOWN = 4

interface Props {
  view: CreatorView
  model: CreatorModel
}

/**
 * Mods, packages and macros (under Rapid Fire). With macros on the platform, tabs switch between Mods and
 * Macros; switching resets the other side (the engine does it).
 */
export function AddonsPanel({ view, model }: Props) {
  const { catalog } = view
  const { state, dispatch } = model
  const hasMacros = catalog.macros.length > 0
  const onMacros = Object.values(state.macros).some(Boolean)
  const [tab, setTab] = useState<'mods' | 'macros'>(onMacros ? 'macros' : 'mods')
  const [allPackages, setAllPackages] = useState(false)
  if (catalog.mods.length === 0 && catalog.packages.length === 0 && !hasMacros) return null

  const switchTab = (next: 'mods' | 'macros') => {
    if (next === tab) return
    dispatch({ type: 'switchTab', tab: next })
    setTab(next)
  }
  const lockedBy = (modId: number) =>
    catalog.packages.find((p) => state.packages[`package_${p.id}`] && p.mods.includes(modId))
  const packages = allPackages ? catalog.packages : catalog.packages.slice(0, PACKAGES_SHOWN)
  const item = (key: string, name: string, price: number, checked: boolean, onChange: () => void, locked?: string) => (
    <li key={key}>
      <label className={clsx(styles.checkRow, checked && styles.selected, locked && styles.locked)} title={locked}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={Boolean(locked)}
          onChange={onChange}
        />
        <span className={styles.valueText}>
          <span className={styles.valueName}>{name}</span>
          {view.addonDescriptions[key] && <span className={styles.muted}>{view.addonDescriptions[key]}</span>}
          {locked && (
            <span className={styles.reason}>
              <Lock size={12} aria-hidden="true" /> {locked}
            </span>
          )}
        </span>
        {!locked && <span className={styles.valuePrice}>+{formatUSD(price)}</span>}
      </label>
    </li>
  )

  return (
    <div className={styles.addons} id="addons">
      {hasMacros && (
        <div className={styles.tabs} role="tablist" aria-label="Mods or macros">
          {(['mods', 'macros'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              className={clsx(styles.tab, tab === t && styles.tabActive)}
              onClick={() => switchTab(t)}
            >
              {t === 'mods' ? 'Mods' : 'Macros'}
            </button>
          ))}
        </div>
      )}
      {tab === 'mods' ? (
        <>
          {catalog.packages.length > 0 && (
            <section aria-label="Packages">
              <h4 className={styles.valueGroupTitle}>Packages</h4>
              <ul className={styles.rowsList}>
                {packages.map((p) =>
                  item(`package_${p.id}`, p.name, chargedPrice(p), state.packages[`package_${p.id}`] === true, () =>
                    dispatch({ type: 'togglePackage', id: p.id, on: !state.packages[`package_${p.id}`] }),
                  ),
                )}
              </ul>
              {catalog.packages.length > PACKAGES_SHOWN && (
                <button type="button" className={styles.linkButton} onClick={() => setAllPackages(!allPackages)}>
                  {allPackages ? 'Less' : 'Show All'}
                </button>
              )}
            </section>
          )}
          {catalog.mods.length > 0 && (
            <section aria-label="Mods">
              <h4 className={styles.valueGroupTitle}>Mods</h4>
              <ul className={styles.rowsList}>
                {catalog.mods.map((m) => {
                  const pack = lockedBy(m.id)
                  return item(
                    `mod_${m.id}`,
                    m.name,
                    chargedPrice(m),
                    state.mods[`mod_${m.id}`] === true,
                    () => dispatch({ type: 'toggleMod', id: m.id, on: !state.mods[`mod_${m.id}`] }),
                    pack ? `Included in the ${pack.name}` : undefined,
                  )
                })}
              </ul>
            </section>
          )}
        </>
      ) : (
        <section aria-label="Macros">
          <p className={styles.macroHelp}>
            One back button fires a whole sequence of presses.{' '}
            <a href={MACRO_PAGE} target="_blank" rel="noopener">
              Learn More<span className="visually-hidden"> about Macro Remap</span>
            </a>
          </p>
          <ul className={styles.rowsList}>
            {catalog.macros.map((m) =>
              item(`macro_${m.id}`, m.name, chargedPrice(m), state.macros[`macro_${m.id}`] === true, () =>
                dispatch({ type: 'toggleMacro', id: m.id, on: !state.macros[`macro_${m.id}`] }),
              ),
            )}
          </ul>
        </section>
      )}
    </div>
  )
}
