'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { ExternalLink, MapPin, Truck } from '@/components/icons'
import { ORDERS_API } from '@/lib/orders/account-api'
import { dateLabel } from '@/lib/orders/order-dates'
import { statusLabel } from '@/lib/orders/statuses'
import { ACCOUNT_ORDERS_PATH } from '@/lib/routes/account'
import type { TrackData } from '@/lib/tracking/track-data'
import styles from './track.module.css'

interface Answer {
  success: boolean
  message: string | null
  trackData: TrackData | null
  product: { id: string; name: string; status: string; orderNumber: string }
  shipment: {
    carrier: string | null
    service: string | null
    trackingNumber: string | null
    trackingUrl: string | null
  }
}

/**
 * Order tracking (account.md section 2 `/account/track/{orderProductId}`, section 3 `trackData`): the parcel's history
 * grouped by day, newest first, with the estimated delivery and the carrier's own tracking link. A failure shows the
 * server's message; an order product that cannot be loaded sends the customer back to the orders list.
 */
export function TrackOrderProduct({ id }: { id: string }) {
  const router = useRouter()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    void (async () => {
      const result = await callAccount<Answer>(ORDERS_API.track(id))
      if (result.ok) return setAnswer(result.value)
      if (result.status === 404) return router.replace(ACCOUNT_ORDERS_PATH)
      setFailure(result.message)
    })()
  }, [id, router])

  if (failure) return <FormAlert tone="error" message={failure} />
  if (!answer) return <div className={styles.skeleton} role="status" aria-label="Loading the tracking" />

  const { shipment, trackData } = answer
  return (
    <div className={styles.track}>
      <section className={styles.summary} aria-label="Shipment">
        <Truck aria-hidden="true" size={28} className={styles.icon} />
        <div>
          <p className={styles.name}>{answer.product.name}</p>
          <p className={styles.muted}>
            Order {answer.product.orderNumber} · {statusLabel(answer.product.status)}
          </p>
        </div>
        <dl className={styles.facts}>
          {shipment.carrier && (
            <div>
              <dt>Carrier</dt>
              <dd>
                {shipment.carrier}
                {shipment.service ? ` ${shipment.service}` : ''}
              </dd>
            </div>
          )}
          {shipment.trackingNumber && (
            <div>
              <dt>Tracking number</dt>
              <dd className={styles.mono}>{shipment.trackingNumber}</dd>
            </div>
          )}
          {trackData?.est_delivery_date && (
            <div>
              <dt>Estimated delivery</dt>
              <dd>{dateLabel(trackData.est_delivery_date)}</dd>
            </div>
          )}
        </dl>
        {shipment.trackingUrl && (
          <a className="button button-secondary" href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            On {shipment.carrier ?? "the carrier's"} site
            <ExternalLink aria-hidden="true" size={16} />
          </a>
        )}
      </section>
      {!answer.success && answer.message && <FormAlert tone="error" message={answer.message} />}
      {answer.success && trackData && trackData.history.length === 0 && (
        <p className={styles.muted}>
          The carrier has no scans of this parcel yet. They usually appear within a day of shipping.
        </p>
      )}
      {trackData && trackData.history.length > 0 && (
        <ol className={styles.days} aria-label="Tracking history">
          {trackData.history.map((day) => (
            <li key={day.name} className={styles.day}>
              <h2 className={styles.dayName}>{day.name}</h2>
              <ol className={styles.events}>
                {day.results.map((event) => (
                  <li key={`${event.time}-${event.description}`} className={styles.event}>
                    <span className={styles.time}>{event.time}</span>
                    <span className={styles.description}>{event.description}</span>
                    {event.location && (
                      <span className={styles.location}>
                        <MapPin aria-hidden="true" size={14} />
                        {event.location}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
