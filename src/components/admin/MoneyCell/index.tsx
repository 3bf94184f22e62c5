import type { DefaultCellComponentProps } from 'payload'
import { formatUSD } from '@/lib/money'

/** A cents column in the admin's lists, shown as dollars ('$149.99'); empty stays empty. */
export function MoneyCell({ cellData }: DefaultCellComponentProps) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {typeof cellData === 'number' ? formatUSD(cellData) : ''}
    </span>
  )
}
