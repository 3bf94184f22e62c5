'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { trackPurchase } from '@/components/analytics/purchase'
import { callApi } from '@/components/api/call'
import { CircleCheck, MapPin, Package, Receipt, Wallet } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import { useViewer } from '@/components/session'
import { writeBasket } from '@/lib/basket/storage'
import type { OrderView } from '@/lib/checkout/api'
import { carrierLabel } from '@/lib/checkout/carriers'
import { clearStoredOrder } from '@/lib/checkout/order-storage'
import { formatDay, methodTitle, orderAddressLines } from '@/lib/checkout/page-rules'
import { formatUSD } from '@/lib/money'
import { TotalsList } from '../TotalsList'
import { BankTransfer } from './BankTransfer'
import { ThanksReferral } from './ThanksReferral'
import styles from './thanks.module.css'

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderView }
  | { kind: 'failed'; status: number; message: string }

/**
 * The thanks page (checkout.md section 2): the order number, the shipping address, the referral rewards, each
 * package's shipping (days in transit, 'day' when 1) and the cost breakdown, and a link to the account's orders. On
 * load it clears the basket and the stored order data. A guest reads the order with its token (from the link); a
 * signed-in owner needs none.
 */
export function Thanks({ order, token }: { order: string; token: string | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const { viewer } = useViewer()

  useEffect(() => {
    writeBasket([])
    clearStoredOrder()
  }, [])

  useEffect(() => {
    let live = true
    const query = new URLSearchParams({ order })
    if (token) query.set('token', token)
    void callApi<OrderView>(`/api/order/view?${query}`).then((result) => {
      if (!live) return
      if (result.ok) trackPurchase(result.value)
      setState(
        result.ok
          ? { kind: 'ready', order: result.value }
          : { kind: 'failed', status: result.status, message: result.message },
      )
    })
    return () => {
      live = false
    }
  }, [order, token])

  if (state.kind === 'loading')
    return (
      <div className={styles.card} role="status">
        <Spinner className={styles.spinnerGap} /> Loading your order…
      </div>
    )

  if (state.kind === 'failed')
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>We couldn’t show this order</h1>
        <p className={styles.lead}>
          {state.status === 404 || state.status === 403 || state.status === 400
            ? 'The link may be incomplete. Use the link in your order confirmation e-mail, or sign in to see your orders.'
            : state.message}
        </p>
        <div className={styles.actions}>
          <Link href="/account/orders" className="button button-primary">
            Your orders
          </Link>
          <Link href="/store" className="button button-secondary">
            Continue Shopping
          </Link>
        </div>
      </div>
    )

  const o = state.order
  const address = orderAddressLines(o.orderData.shipping.address)
  const awaiting = o.paymentMethod === 'manual'
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="thanks-title">
        <CircleCheck aria-hidden="true" size={44} className={styles.heroIcon} />
        <div>
          <h1 id="thanks-title" className={styles.title}>
            Thank you{address.name ? `, ${address.name.split(' ')[0]}` : ''}! Your order is placed.
          </h1>
          <p className={styles.lead}>
            Order number <strong data-testid="order-number">{o.orderId}</strong>
            {o.email && (
              <>
                {' '}
                · a confirmation is on its way to <strong>{o.email}</strong>
              </>
            )}
          </p>
        </div>
      </section>

      <div className={styles.grid}>
        <div className={styles.main}>
          {awaiting && (
            <section className={styles.card} aria-labelledby="pay-title" data-testid="payment-awaiting">
              <h2 id="pay-title" className={styles.cardTitle}>
                <Wallet aria-hidden="true" size={20} /> Payment awaiting
              </h2>
              <p>Your order is reserved; we start building as soon as your payment arrives.</p>
              {o.paymentInstructions && <p className={styles.instructions}>{o.paymentInstructions}</p>}
              {o.bankTransfer && <BankTransfer transfer={o.bankTransfer} />}
            </section>
          )}

          {o.paymentStatus === 'paid' && (
            <p className={styles.paid} data-testid="payment-paid">
              <CircleCheck aria-hidden="true" size={18} />
              Paid {o.paymentMethod === 'paypal' ? 'with PayPal' : 'by card'}: we start building right away.
            </p>
          )}

          <section className={styles.card} aria-labelledby="ship-title">
            <h2 id="ship-title" className={styles.cardTitle}>
              <Package aria-hidden="true" size={20} /> Shipping
            </h2>
            <ol className={styles.packages}>
              {o.packages.map((pkg, i) => (
                <li
                  key={`${pkg.name}-${pkg.method}-${pkg.assemblyDate}-${pkg.products.map((p) => p.name).join('|')}`}
                  className={styles.package}
                  data-testid="thanks-package"
                >
                  <div className={styles.packageHead}>
                    <h3 className={styles.packageTitle}>
                      {o.packages.length > 1 ? `Package ${i + 1}: ` : ''}
                      {methodTitle(carrierLabel(pkg.carrier), pkg.method)}
                    </h3>
                    <span className={styles.amount}>{pkg.price === 0 ? 'Free' : formatUSD(pkg.price)}</span>
                  </div>
                  <p className={styles.transit} data-testid="days-in-transit">
                    {pkg.deliveryTimeLabel} in transit · ships {formatDay(pkg.assemblyDate)} · arrives{' '}
                    {formatDay(pkg.deliveryDate)}
                  </p>
                  <ul className={styles.products}>
                    {pkg.products.map((p) => (
                      <li key={`${p.name}-${p.quantity}-${p.lineTotal}`}>
                        <span>
                          {p.name} <span className={styles.muted}>× {p.quantity}</span>
                        </span>
                        <span className={styles.amount}>{formatUSD(p.lineTotal)}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>

          <section className={styles.card} aria-labelledby="address-title">
            <h2 id="address-title" className={styles.cardTitle}>
              <MapPin aria-hidden="true" size={20} /> Shipping address
            </h2>
            <address className={styles.address} data-testid="thanks-address">
              {address.name && <strong>{address.name}</strong>}
              {address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {address.contact.map((line) => (
                <span key={line} className={styles.muted}>
                  {line}
                </span>
              ))}
            </address>
            {o.orderData.shipping.instructions && (
              <p className={styles.muted}>Instructions: {o.orderData.shipping.instructions}</p>
            )}
          </section>
        </div>

        <div className={styles.side}>
          <section className={styles.card} aria-labelledby="cost-title">
            <h2 id="cost-title" className={styles.cardTitle}>
              <Receipt aria-hidden="true" size={20} /> Cost breakdown
            </h2>
            <TotalsList totals={o.totals} couponCode={o.coupon?.code ?? null} testId="cost-breakdown" />
            {o.coupon?.description && <p className={styles.muted}>{o.coupon.description}</p>}
          </section>

          <ThanksReferral signedIn={Boolean(viewer)} />

          <div className={styles.actions}>
            <Link href="/account/orders" className="button button-primary">
              {viewer ? 'View your orders' : 'Your orders'}
            </Link>
            <Link href="/store" className="button button-secondary">
              Continue Shopping
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}
