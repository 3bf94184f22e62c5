'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { ChevronDown, Truck } from '@/components/icons'
import { formatUSD } from '@/lib/money'
import { shippingPriceText } from '@/lib/storefront/shipping-estimate'
import type { DeliveryEstimateData } from '../../lib/storefront/product-page-data'
import styles from './DeliveryEstimate.module.css'
import { loadDeliveryDate } from './lazy-parts'

type DayOf = (deliveryTime: number) => string

/**
 * When the product arrives with the fastest shipping method (storefront.md sections 3 and 9), and the shipping details
 * panel (section 4: every method with its day and price, the free-shipping threshold, returns; it opens and closes on
 * click and closes on a click outside or Escape). The page is cached for everybody, so it carries the methods and the
 * browser works out the days for today (the date code loads apart).
 */
export function DeliveryEstimate({ estimate }: { estimate: DeliveryEstimateData }) {
  const [dayOf, setDayOf] = useState<DayOf | null>(null)
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const panelId = useId()
  useEffect(() => {
    let live = true
    loadDeliveryDate()
      .then(({ deliveryDay }) => {
        if (live) setDayOf(() => (time: number) => deliveryDay(new Date(), estimate.preparationDays, time))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [estimate.preparationDays])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  const day = dayOf?.(estimate.deliveryTime) ?? null
  return (
    <div className={styles.box} ref={box}>
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
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            Shipping details
            <ChevronDown aria-hidden="true" size={16} className={open ? styles.chevronOpen : undefined} />
          </button>
        </div>
      </div>
      {open && (
        <section id={panelId} className={styles.panel} aria-label="Shipping details" data-shipping-details>
          <table className={styles.methods}>
            <caption className="visually-hidden">Shipping methods to New York, NY</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Arrives</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {estimate.methods.map((m) => (
                <tr key={m.name}>
                  <th scope="row">{m.name}</th>
                  <td>{dayOf ? dayOf(m.deliveryTime) : `${m.deliveryTime} business days`}</td>
                  <td className="tabular">{shippingPriceText(m.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={styles.notes}>
            <li>
              Ships{' '}
              {estimate.preparationDays === 1
                ? 'the next business day'
                : `within ${estimate.preparationDays} business days`}{' '}
              after your order; days and prices are for one item to New York, the checkout works them out for your
              address.
            </li>
            {estimate.freeShippingThreshold !== null && (
              <li>Free US shipping on orders of {formatUSD(estimate.freeShippingThreshold)} or more.</li>
            )}
            <li>
              We are ceasing business operations and can no longer accept and process returns:{' '}
              <a href="/returns-and-repairs">Returns and repairs</a>.
            </li>
          </ul>
        </section>
      )}
    </div>
  )
}
