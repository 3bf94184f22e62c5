'use client'

import type { PackageView, QuoteView } from '@/lib/checkout/api'
import { sdaLineIds, sdaPrices } from '@/lib/checkout/sda-lines'
import { SAME_DAY_ASSEMBLY_NAME } from '@/lib/checkout/services'
import { formatUSD } from '@/lib/money'
import styles from './ServiceToggles.module.css'

/** 'Ship everything in one box', when the quote allows it. */
export function SameBoxToggle({
  quote,
  checked,
  disabled,
  onToggle,
}: {
  quote: QuoteView | null
  checked: boolean
  disabled: boolean
  onToggle: (on: boolean) => void
}) {
  if (!quote?.isSameBoxShipmentSupported) return null
  return (
    <label className={styles.toggleRow}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onToggle(e.target.checked)} />
      <span className={styles.toggleText}>
        <strong>Ship everything in one box</strong>
        <span className={styles.muted}>One package, one delivery date.</span>
      </span>
    </label>
  )
}

/** A package's Same Day Assembly, when its method and lines allow it: the price for all its configured lines. */
export function SdaToggle({
  quote,
  pkg,
  disabled,
  onToggle,
}: {
  quote: QuoteView | null
  pkg: PackageView
  disabled: boolean
  onToggle: (pkg: PackageView, on: boolean) => void
}) {
  if (!quote || !pkg.sdaAllowance.enabled) return null
  const ids = sdaLineIds(quote, pkg)
  if (ids.length === 0) return null
  const prices = sdaPrices(quote)
  const price = quote.lines
    .filter((l) => ids.includes(String(l.id)))
    .reduce((sum, l) => sum + (prices.get(String(l.id)) ?? 0) * l.quantity, 0)
  return (
    <label className={styles.toggleRow}>
      <input type="checkbox" checked={pkg.sda} disabled={disabled} onChange={(e) => onToggle(pkg, e.target.checked)} />
      <span className={styles.toggleText}>
        <strong>
          {SAME_DAY_ASSEMBLY_NAME}
          {price > 0 && <span className={styles.muted}> +{formatUSD(price)}</span>}
        </strong>
        <span className={styles.muted}>Built and shipped within 24 hours (FedEx).</span>
      </span>
    </label>
  )
}
