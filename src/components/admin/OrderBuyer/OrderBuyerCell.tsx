import type { DefaultCellComponentProps } from 'payload'
import { buyerLine, buyerOf } from './buyer'

/** The orders list's Customer column: 'Ada Lovelace · ada@example.com', from the order's own row. */
export function OrderBuyerCell({ rowData }: DefaultCellComponentProps) {
  const line = buyerLine(buyerOf(rowData))
  return <span data-testid="order-buyer-cell">{line || '—'}</span>
}
