// A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by tests/peers/paypal/paypal-js.ts in place
// of the real script. It defines the same global as the SDK (window.paypal, or the script's data-namespace) with the
// Buttons component the store uses. Clicking the button runs the store's createOrder, then shows an in-page "Pay with
// PayPal" dialog in place of PayPal's popup; paying approves the order at the PayPal peer (through the page's own
// https://www.paypal.com/__peer/ calls, which the test routes to the peer) and runs onApprove.
;(() => {
  const script = document.currentScript
  const src = new URL(script?.src || 'https://www.paypal.com/sdk/js')
  const namespace = script?.getAttribute('data-namespace') || 'paypal'
  const clientId = src.searchParams.get('client-id')
  if (!clientId) {
    // The real SDK refuses to start without a client id; loadScript then reports the missing global.
    console.error(
      'paypal stand-in: Expected client-id to be passed (https://developer.paypal.com/sdk/js/configuration/)',
    )
    return
  }
  const peer = `${src.origin}/__peer`
  const FUNDING = { PAYPAL: 'paypal', CARD: 'card', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit' }
  let uid = 0

  const css = (element, styles) => {
    Object.assign(element.style, styles)
    return element
  }

  const make = (tag, props = {}, styles = {}) => css(Object.assign(document.createElement(tag), props), styles)

  const approveAtPeer = async (orderID, decline) => {
    const response = await fetch(`${peer}/orders/${encodeURIComponent(orderID)}/approve`, {
      method: 'POST',
      // text/plain keeps the request "simple" (no CORS preflight); the peer reads JSON from any body.
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ decline }),
    })
    const body = await response.json().catch(() => ({}))
    if (!response.ok) {
      const issue = body?.details?.[0]?.issue || body?.name || response.status
      throw new Error(`paypal stand-in: approving ${orderID} failed (${issue})`)
    }
    return body
  }

  /** The approval window: resolves 'pay', 'decline' or 'cancel'. */
  const askBuyer = (orderID) =>
    new Promise((resolve) => {
      const id = `paypal-stand-in-${++uid}`
      const overlay = make(
        'div',
        { className: 'paypal-stand-in-overlay' },
        {
          position: 'fixed',
          inset: '0',
          background: 'rgba(0, 0, 0, 0.5)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          zIndex: '2147483647',
        },
      )
      const dialog = make(
        'div',
        {},
        {
          background: '#fff',
          color: '#111',
          borderRadius: '8px',
          padding: '24px',
          minWidth: '280px',
          maxWidth: '90vw',
          fontFamily: 'system-ui, sans-serif',
          display: 'flex',
          flexDirection: 'column',
          gap: '12px',
        },
      )
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', `${id}-title`)
      const title = make('h2', { id: `${id}-title`, textContent: 'Pay with PayPal' }, { margin: '0', fontSize: '20px' })
      const order = make('p', { textContent: `Order ${orderID}` }, { margin: '0', fontSize: '14px', color: '#333' })
      const choice = (label, value, colors) => {
        const button = make(
          'button',
          { type: 'button', textContent: label },
          {
            padding: '10px 16px',
            border: '1px solid #0b3d91',
            borderRadius: '20px',
            fontSize: '16px',
            cursor: 'pointer',
            ...colors,
          },
        )
        button.addEventListener('click', () => finish(value))
        return button
      }
      const buttons = [
        choice('Pay now', 'pay', { background: '#0b3d91', color: '#fff' }),
        choice('Pay with a declined card', 'decline', { background: '#fff', color: '#0b3d91' }),
        choice('Cancel', 'cancel', { background: '#fff', color: '#0b3d91' }),
      ]
      const onKey = (event) => {
        if (event.key === 'Escape') finish('cancel')
        if (event.key !== 'Tab') return
        // Keep the focus inside the dialog, as a modal should.
        const first = buttons[0]
        const last = buttons[buttons.length - 1]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }
      function finish(value) {
        document.removeEventListener('keydown', onKey, true)
        overlay.remove()
        resolve(value)
      }
      dialog.append(title, order, ...buttons)
      overlay.append(dialog)
      document.body.append(overlay)
      document.addEventListener('keydown', onKey, true)
      buttons[0].focus()
    })

  function Buttons(options = {}) {
    const fundingSource = options.fundingSource || FUNDING.PAYPAL
    let host = null
    let busy = false

    const fail = (error) => {
      if (typeof options.onError === 'function') options.onError(error)
      else console.error(error)
    }

    /** The buyer's window for one order, until they pay, cancel or the store restarts it. */
    const checkout = async (orderID) => {
      const answer = await askBuyer(orderID)
      if (answer === 'cancel') {
        if (typeof options.onCancel === 'function') await options.onCancel({ orderID })
        return
      }
      const approved = await approveAtPeer(orderID, answer === 'decline')
      const payerID = approved?.payer?.payer_id || 'PAYERSTANDIN1'
      let restarted = null
      const actions = {
        // After INSTRUMENT_DECLINED the store sends the buyer back to pick another way to pay, same order.
        restart: () => {
          restarted = checkout(orderID)
          return restarted
        },
        order: {
          get: async () => approved,
        },
      }
      if (typeof options.onApprove === 'function') {
        await options.onApprove({ orderID, payerID, paymentID: null, paymentSource: fundingSource }, actions)
      }
      if (restarted) await restarted
    }

    const start = async () => {
      if (busy) return
      busy = true
      try {
        if (typeof options.onClick === 'function') {
          const verdict = await options.onClick(
            { fundingSource },
            { resolve: () => Promise.resolve(true), reject: () => Promise.resolve(false) },
          )
          if (verdict === false) return
        }
        if (typeof options.createOrder !== 'function') throw new Error('Expected createOrder to be passed')
        const orderID = await options.createOrder({ paymentSource: fundingSource }, {})
        if (typeof orderID !== 'string' || !orderID) throw new Error('Expected an order id to be passed')
        await checkout(orderID)
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)))
      } finally {
        busy = false
      }
    }

    return {
      isEligible: () => true,
      render(container) {
        const target = typeof container === 'string' ? document.querySelector(container) : container
        if (!target) {
          return Promise.reject(new Error(`Document is ready and element ${container} does not exist`))
        }
        host = make('div', { className: 'paypal-buttons paypal-buttons-stand-in' }, { width: '100%' })
        const label = fundingSource === FUNDING.CARD ? 'Debit or Credit Card' : 'PayPal'
        const button = make(
          'button',
          { type: 'button', textContent: label },
          {
            width: '100%',
            minHeight: '45px',
            border: '0',
            borderRadius: '4px',
            background: fundingSource === FUNDING.CARD ? '#2c2e2f' : '#ffc439',
            color: fundingSource === FUNDING.CARD ? '#fff' : '#111',
            fontSize: '18px',
            fontWeight: '700',
            cursor: 'pointer',
          },
        )
        button.setAttribute('aria-label', label)
        button.addEventListener('click', () => void start())
        host.append(button)
        target.append(host)
        if (typeof options.onInit === 'function') {
          options.onInit({}, { enable: () => Promise.resolve(), disable: () => Promise.resolve() })
        }
        return Promise.resolve()
      },
      close() {
        host?.remove()
        host = null
        return Promise.resolve()
      },
      updateProps: () => Promise.resolve(),
    }
  }

  window[namespace] = {
    version: '5.0.0-padforge-stand-in',
    FUNDING,
    Buttons,
    getFundingSources: () => [FUNDING.PAYPAL, FUNDING.CARD],
    isFundingEligible: (source) => source === FUNDING.PAYPAL || source === FUNDING.CARD,
  }
})()
