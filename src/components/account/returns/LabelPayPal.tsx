'use client'

import { useEffect, useRef, useState } from 'react'
import pay from '@/components/Checkout/payment/payment.module.css'
import { loadPayPal } from '@/components/Checkout/payment/paypal-loader'
import { logPaymentError } from '@/components/Checkout/payment/types'

/** What the label's PayPal button asks of the form: open the return's PayPal order, then finish once approved. */
export interface LabelPayPalHost {
  /** Checks the form and records the return: the PayPal order's id, or null when the form says why not. */
  open(): Promise<string | null>
  /** The customer approved the order: capture it and go on to the summary. */
  approved(orderId: string): Promise<void>
}

export const PAYPAL_UNAVAILABLE_HERE =
  'PayPal is not available right now, please pay by card or send the item yourself.'

/**
 * PayPal's button for a return label (issue 30 item 3): loaded as the checkout loads it; pressing it checks the form
 * and opens the return with its PayPal order for the server's price; approving it captures the payment.
 */
export function LabelPayPal({
  clientId,
  host,
  disabled,
}: {
  clientId: string
  host: LabelPayPalHost
  disabled: boolean
}) {
  const mount = useRef<HTMLDivElement>(null)
  const latest = useRef(host)
  latest.current = host
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let live = true
    let close: (() => Promise<void>) | null = null
    void (async () => {
      const paypal = await loadPayPal(clientId, () => live)
      if (!live) return
      if (!paypal?.Buttons || !mount.current) return setState('failed')
      const buttons = paypal.Buttons({
        style: { layout: 'horizontal', color: 'gold', shape: 'rect', label: 'paypal', height: 48, tagline: false },
        createOrder: async () => {
          const id = await latest.current.open()
          if (!id) throw new Error('The return form is not complete.')
          return id
        },
        onApprove: async (data) => latest.current.approved(data.orderID),
        onError: (error) => logPaymentError('PayPal error (return label)', { error: String(error) }),
      })
      await buttons.render(mount.current).catch(() => setState('failed'))
      close = () => buttons.close()
      if (live) setState((s) => (s === 'failed' ? s : 'ready'))
    })()
    return () => {
      live = false
      void close?.().catch(() => undefined)
    }
  }, [clientId])

  return (
    <div className={pay.paypal} aria-disabled={disabled || undefined}>
      {state === 'loading' && (
        <div className={pay.cardLoader} role="status">
          <span className={pay.spinnerDark} aria-hidden="true" /> Loading PayPal…
        </div>
      )}
      {state === 'failed' && (
        <p className={pay.cardError} role="alert">
          {PAYPAL_UNAVAILABLE_HERE}
        </p>
      )}
      <div
        ref={mount}
        className={pay.paypalMount}
        data-testid="paypal-button"
        inert={disabled}
        hidden={state === 'failed'}
      />
    </div>
  )
}
