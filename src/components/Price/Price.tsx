import clsx from 'clsx'
import { formatUSD } from '@/lib/money'
import styles from './Price.module.css'

interface Props {
  /** Integer cents. */
  price: number
  /** Integer cents; shown struck through when higher than the price. */
  oldPrice?: number | null
  prefix?: string
  size?: 'md' | 'lg'
  className?: string
}

export function Price({ price, oldPrice, prefix, size = 'md', className }: Props) {
  const reduced = typeof oldPrice === 'number' && oldPrice > price
  return (
    <p className={clsx(styles.price, size === 'lg' && styles.large, className)}>
      {prefix && <span className={styles.prefix}>{prefix} </span>}
      <span className={clsx(styles.current, reduced && styles.sale)} data-price>
        {reduced && <span className="visually-hidden">Now </span>}
        {formatUSD(price)}
      </span>
      {reduced && (
        <s className={styles.old}>
          <span className="visually-hidden">Was </span>
          {formatUSD(oldPrice)}
        </s>
      )}
    </p>
  )
}
