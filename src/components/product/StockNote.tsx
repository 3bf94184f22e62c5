import { CircleCheck, CircleX, Clock, TriangleAlert } from '@/components/icons'
import type { BuyState } from '@/lib/storefront/availability'
import styles from './StockNote.module.css'

interface Props {
  state: BuyState
  /** Units available, as shoppers are told it (at most the largest quantity). */
  available: number
  quantity: number
  /** The most a shopper may order at once. */
  most: number
}

/** What the buy button's state means, in words next to an icon (never by colour alone). */
export function StockNote({ state, available, quantity, most }: Props) {
  if (state === 'coming')
    return (
      <p className={styles.note} data-tone="coming">
        <Clock aria-hidden="true" size={16} /> Coming soon: not released yet
      </p>
    )
  if (state === 'in')
    return (
      <p className={styles.note} data-tone="in">
        <CircleCheck aria-hidden="true" size={16} />
        {available < most ? `In stock: only ${available} left` : 'In stock'}
      </p>
    )
  return available > 0 && available < quantity ? (
    <p className={styles.note} data-tone="few">
      <TriangleAlert aria-hidden="true" size={16} /> Only {available} left: choose{' '}
      {available === 1 ? '1' : `${available} or fewer`}
    </p>
  ) : (
    <p className={styles.note} data-tone="out">
      <CircleX aria-hidden="true" size={16} /> Currently out of stock
    </p>
  )
}
