'use client'

import clsx from 'clsx'
import { useRouter } from 'next/navigation'
import { Check } from '@/components/icons'
import { Picture } from '@/components/Picture'
import type { CatalogOption, CatalogValue } from '@/creator/catalog'
import { hiddenNow, isSoldOut, priceIn, SOLD_OUT_TOOLTIP } from '@/creator/engine'
import type { CreatorView } from '@/creator/view'
import { formatUSD } from '@/lib/money'
import { bodyProductOf, stockTooltip, useCreatorMode } from './admin/context'
import styles from './creator.module.css'
import { usePanelScope } from './panel-scope'
import type { CreatorModel } from './useCreator'

export type PickerLayout = 'cards' | 'swatches' | 'rows'

interface Props {
  view: CreatorView
  model: CreatorModel
  option: CatalogOption
  value: CatalogValue
  layout: PickerLayout
  selected: boolean
}

/** A card shows the value's own layer (the part in its colour) when it has one. */
export const pictureOf = (view: CreatorView, v: CatalogValue): string | undefined =>
  (view.layers[v.id] ?? []).find((l) => l.side === 'front')?.url ?? view.layers[v.id]?.[0]?.url

/**
 * One value as a radio choice: picture card, swatch chip or row, with its price in this configuration, and why
 * it cannot be chosen (hidden by a rule, sold out, unavailable) for the tooltip and screen readers.
 */
export function ValueChoice({ view, model, option, value: v, layout, selected }: Props) {
  const { state, index, visibility, dispatch } = model
  const scope = usePanelScope()
  const mode = useCreatorMode()
  const router = useRouter()
  const reason = hiddenNow(visibility, option.id, v.id)
  const soldOut = isSoldOut(option, v) && !v.isDefault
  const disabled = Boolean(reason) || v.isUnavailable || soldOut
  // A kit costs what the parts it sets cost.
  const price = v.links?.length
    ? v.links.reduce((sum, l) => sum + priceIn(view.catalog, index, state, l.option, l.value), 0)
    : priceIn(view.catalog, index, state, option.id, v.id)
  // View mode on an Xbox Elite product: a body with its own prebuilt product opens that product's page.
  const opens = bodyProductOf(mode, option.template, v.id)
  const note =
    reason ?? (soldOut ? SOLD_OUT_TOOLTIP : opens ? `Opens ${opens.name}` : (view.tooltips[v.id] ?? undefined))
  // Admins see on-hand stock on every value ('In Stock: n', creator.md section 6).
  const title = [note, stockTooltip(mode, v)].filter(Boolean).join(' · ') || undefined
  const swatch = view.swatches[v.id]
  const picture = layout === 'cards' ? pictureOf(view, v) : undefined
  return (
    <li>
      <label
        className={clsx(styles.value, styles[layout], selected && styles.selected, disabled && styles.disabled)}
        title={title}
        data-testid={`value-${v.id}`}
      >
        <input
          type="radio"
          name={`${scope}-option_${option.id}`}
          className="visually-hidden"
          checked={selected}
          disabled={disabled}
          aria-describedby={note ? `note-${scope}-${v.id}` : undefined}
          onChange={() =>
            opens ? router.push(opens.url) : dispatch({ type: 'chooseValue', optionId: option.id, valueId: v.id })
          }
        />
        {picture && (
          <span className={styles.cardPicture} aria-hidden="true">
            <Picture src={picture} alt="" width={160} height={128} sizes="160px" />
            {selected && <Check size={16} className={styles.cardCheck} />}
          </span>
        )}
        {(layout === 'swatches' || (layout === 'cards' && !picture)) && (
          <span
            className={clsx(styles.swatch, !swatch && styles.swatchEmpty)}
            style={swatch ? { background: swatch } : undefined}
            aria-hidden="true"
          >
            {selected && <Check size={16} className={styles.swatchCheck} />}
          </span>
        )}
        {layout === 'rows' && <span className={styles.radioDot} aria-hidden="true" />}
        <span className={styles.valueText}>
          <span className={styles.valueName}>
            {v.name}
            {v.isUnavailable && ' (Unavailable)'}
          </span>
          {soldOut && <span className={styles.soldOut}>Sold Out</span>}
          {!soldOut && price > 0 && <span className={styles.valuePrice}>+{formatUSD(price)}</span>}
          {v.oldPrice && v.oldPrice > price ? <s className={styles.oldPrice}>{formatUSD(v.oldPrice)}</s> : null}
        </span>
        {note && (
          <span id={`note-${scope}-${v.id}`} className="visually-hidden">
            {note}
          </span>
        )}
      </label>
    </li>
  )
}
