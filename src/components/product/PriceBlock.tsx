import { Price } from '@/components/Price'
import { formatUSD } from '@/lib/money'
import { payInFour } from '@/lib/storefront/pay-in-four'
import styles from './PriceBlock.module.css'

interface Props {
  /** Integer cents. */
  price: number
  oldPrice: number | null
}

/**
 * The price, the old price struck through, what the shopper saves, and the pay-in-4 notice when the price is above
 * $30 and below $1500 (storefront.md sections 5 and 9).
 */
export function PriceBlock({ price, oldPrice }: Props) {
  const installment = payInFour(price)
  const saving = oldPrice !== null && oldPrice > price ? oldPrice - price : 0
  return (
    <div className={styles.block} data-testid="price-block">
      <div className={styles.row}>
        <Price price={price} oldPrice={oldPrice} size="lg" />
        {saving > 0 && <p className={styles.saving}>Save {formatUSD(saving)}</p>}
      </div>
      {installment !== null && (
        <p className={styles.payInFour} data-testid="pay-in-four">
          or 4 interest-free payments of <strong>{formatUSD(installment)}</strong>
        </p>
      )}
    </div>
  )
}
