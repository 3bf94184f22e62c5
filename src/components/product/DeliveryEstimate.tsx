'use client'

import { Truck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { shippingPriceText } from '@/lib/storefront/shipping-estimate'
import styles from './DeliveryEstimate.module.css'
import { loadDeliveryDate } from './lazy-parts'
import type { DeliveryEstimateData } from './types'

/**
 * When the product arrives with the fastest shipping method (storefront.md sections 3 and 9). The page is cached for
 * everybody, so it carries the method and the browser works out the day for today (the date code loads apart).
 */
export function DeliveryEstimate({ estimate }: { estimate: DeliveryEstimateData }) {
  const [day, setDay] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadDeliveryDate()
      .then(({ deliveryDay }) => {
        if (live) setDay(deliveryDay(new Date(), estimate.preparationDays, estimate.deliveryTime))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [estimate.preparationDays, estimate.deliveryTime])
  return (
    <div className={styles.estimate} data-testid="delivery-estimate">
      <Truck aria-hidden="true" size={22} className={styles.icon} />
      <div>
        <p>
          {day ? (
            <>
              Get it by <strong>{day}</strong>
            </>
          ) : (
            // The same line's height while the day is worked out, so nothing below moves.
            <span className={styles.pending}>Working out your delivery date…</span>
          )}
        </p>
        <p className={styles.method}>
          {estimate.name} · {shippingPriceText(estimate.price)} to New York, NY
        </p>
      </div>
    </div>
  )
}
