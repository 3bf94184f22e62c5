'use client'

import { useRowLabel } from '@payloadcms/ui'
import { statusLabel } from '@/lib/orders/statuses'

interface LineRow {
  name?: string
  quantity?: number
  status?: string
}

/** An order product's row in the admin, named by what it is, how many and where it stands ('2 × PS5 Pro · shipped'). */
export function OrderLineLabel() {
  const { data, rowNumber } = useRowLabel<LineRow>()
  const name = data?.name || `Item ${(rowNumber ?? 0) + 1}`
  const quantity = data?.quantity && data.quantity > 1 ? `${data.quantity} × ` : ''
  return (
    <span>
      {quantity}
      {name}
      {data?.status ? ` · ${statusLabel(data.status)}` : ''}
    </span>
  )
}
