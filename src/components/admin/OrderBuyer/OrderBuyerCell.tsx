import type { DefaultCellComponentProps } from 'payload'
import { buyerOf } from './buyer'

/**
 * The orders list's Customer column: 'Ada Lovelace · ada@example.com', from the order's own row. A narrow column
 * breaks the line between the name and the e-mail, never inside the e-mail.
 */
export function OrderBuyerCell({ rowData }: DefaultCellComponentProps) {
  const { name, email } = buyerOf(rowData)
  if (!name && !email) return <span data-testid="order-buyer-cell">—</span>
  return (
    <span data-testid="order-buyer-cell">
      {name}
      {name && email ? ' · ' : ''}
      {email ? <span style={{ whiteSpace: 'nowrap' }}>{email}</span> : null}
    </span>
  )
}
