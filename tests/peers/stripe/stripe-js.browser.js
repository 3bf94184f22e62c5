// A stand-in for Stripe.js (https://js.stripe.com/<version>/stripe.js) in Padforge's browser tests, served by
// Playwright routing (see stripe-js.ts). Plain inputs instead of Stripe's iframes, an in-page 3-D Secure window, a
// fake wallet button when window.__padforgeWallet is set; it calls https://api.stripe.com, which the tests route to
// the local Stripe peer. Plain ES2019 in one function, no imports.
;(() => {
  if (window.Stripe) return
  const API = 'https://api.stripe.com'
  const AUTHENTICATION_FAILED =
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
  let uid = 0

  const digits = (value) => String(value || '').replace(/\D/g, '')

  function luhn(number) {
    let sum = 0
    for (let index = 0; index < number.length; index++) {
      let digit = Number(number[number.length - 1 - index])
      if (index % 2 === 1) {
        digit *= 2
        if (digit > 9) digit -= 9
      }
      sum += digit
    }
    return number.length >= 12 && sum % 10 === 0
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa'
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard'
    if (/^3[47]/.test(number)) return 'amex'
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover'
    if (/^35/.test(number)) return 'jcb'
    if (/^3(0|6|8)/.test(number)) return 'diners'
    if (/^62/.test(number)) return 'unionpay'
    return 'unknown'
  }

  function emitter() {
    const handlers = {}
    return {
      on(type, handler) {
        handlers[type] = (handlers[type] || []).concat([handler])
      },
      off(type, handler) {
        handlers[type] = handler ? (handlers[type] || []).filter((known) => known !== handler) : []
      },
      has: (type) => (handlers[type] || []).length > 0,
      emit(type, payload) {
        for (const handler of handlers[type] || []) handler(payload)
      },
    }
  }

  /** `a[b][c]=v` form encoding, as Stripe's API reads it. */
  function encode(params) {
    const body = new URLSearchParams()
    const add = (name, value) => {
      if (value === undefined || value === null) return
      if (typeof value === 'object') {
        for (const key of Object.keys(value)) add(`${name}[${key}]`, value[key])
      } else body.append(name, String(value))
    }
    for (const key of Object.keys(params)) add(key, params[key])
    return body
  }

  /** A call to Stripe's API with the publishable key (a simple CORS request: no preflight). */
  async function call(key, method, path, params) {
    const body = encode(Object.assign({}, params, { key }))
    try {
      const response =
        method === 'GET'
          ? await fetch(`${API}${path}?${body}`, { credentials: 'omit' })
          : await fetch(`${API}${path}`, { method, body, credentials: 'omit' })
      return await response.json()
    } catch (_error) {
      return { error: { type: 'api_connection_error', message: 'We could not connect to Stripe.' } }
    }
  }

  function containerOf(target) {
    const container = typeof target === 'string' ? document.querySelector(target) : target
    if (!(container instanceof Element)) {
      throw new Error(`IntegrationError: The selector you specified (${target}) applies to no DOM elements.`)
    }
    return container
  }

  function applyStyle(input, style) {
    const base = Object.assign({}, style ? style.base : {})
    input.style.boxSizing = 'border-box'
    input.style.width = '100%'
    input.style.padding = '8px'
    input.style.border = '1px solid #8a8a8a'
    input.style.borderRadius = '4px'
    input.style.font = 'inherit'
    if (base.color) input.style.color = base.color
    if (base.fontSize) input.style.fontSize = base.fontSize
    if (base.fontFamily) input.style.fontFamily = base.fontFamily
  }

  function field(id, labelText, name, placeholder, autocomplete, style) {
    const wrapper = document.createElement('div')
    wrapper.style.flex = name === 'cardnumber' ? '1 1 100%' : '1 1 30%'
    const label = document.createElement('label')
    label.htmlFor = id
    label.textContent = labelText
    label.style.display = 'block'
    const input = document.createElement('input')
    input.id = id
    input.name = name
    input.type = 'text'
    input.inputMode = name === 'postal' ? 'text' : 'numeric'
    input.autocomplete = autocomplete
    input.placeholder = placeholder
    applyStyle(input, style)
    wrapper.appendChild(label)
    wrapper.appendChild(input)
    return { wrapper, input }
  }

  /** Reads and checks what is typed; `shown` marks errors the shopper should see now (invalid, or incomplete after blur). */
  function cardState(values, touched, hidePostalCode) {
    const number = digits(values.number)
    const brand = brandOf(number)
    const length = brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16
    const problems = []
    if (number.length >= length && !luhn(number)) {
      problems.push({ code: 'invalid_number', message: 'Your card number is invalid.', shown: true })
    } else if (number.length < length) {
      problems.push({ code: 'incomplete_number', message: 'Your card number is incomplete.', shown: touched.number })
    }
    const expiry = digits(values.expiry)
    const month = Number(expiry.slice(0, 2))
    const year = expiry.length === 6 ? Number(expiry.slice(2)) : 2000 + Number(expiry.slice(2, 4))
    const today = new Date()
    if (expiry.length !== 4 && expiry.length !== 6) {
      const message = "Your card's expiration date is incomplete."
      problems.push({ code: 'incomplete_expiry', message, shown: touched.expiry })
    } else if (month < 1 || month > 12) {
      const message = "Your card's expiration date is invalid."
      problems.push({ code: 'invalid_expiry_month', message, shown: true })
    } else if (year < today.getFullYear()) {
      const message = "Your card's expiration year is in the past."
      problems.push({ code: 'invalid_expiry_year_past', message, shown: true })
    } else if (year === today.getFullYear() && month < today.getMonth() + 1) {
      const message = "Your card's expiration date is in the past."
      problems.push({ code: 'invalid_expiry_month_past', message, shown: true })
    }
    const cvc = digits(values.cvc)
    if (cvc.length < (brand === 'amex' ? 4 : 3)) {
      const message = "Your card's security code is incomplete."
      problems.push({ code: 'incomplete_cvc', message, shown: touched.cvc })
    }
    if (!hidePostalCode && !String(values.postal || '').trim()) {
      problems.push({ code: 'incomplete_zip', message: 'Your postal code is incomplete.', shown: touched.postal })
    }
    const typed = [values.number, values.expiry, values.cvc, hidePostalCode ? '' : values.postal]
    return {
      empty: typed.every((value) => !String(value || '').trim()),
      complete: problems.length === 0,
      brand,
      number,
      month,
      year,
      cvc,
      problems,
    }
  }

  const internals = new WeakMap()

  function cardElement(group, type, initialOptions) {
    const events = emitter()
    let options = Object.assign({}, initialOptions)
    const values = { number: '', expiry: '', cvc: '', postal: '' }
    let touched = {}
    let root = null
    let inputs = null

    const state = () => cardState(values, touched, options.hidePostalCode)
    function change() {
      const current = state()
      const problem = current.problems.find((candidate) => candidate.shown)
      events.emit('change', {
        elementType: type,
        empty: current.empty,
        complete: current.complete,
        brand: current.brand,
        value: { postalCode: options.hidePostalCode ? undefined : values.postal },
        error: problem ? { type: 'validation_error', code: problem.code, message: problem.message } : undefined,
      })
    }

    function render() {
      const id = `padforge-card-${++uid}`
      root = document.createElement('div')
      root.setAttribute('data-stripe-standin', type)
      root.style.display = 'flex'
      root.style.flexWrap = 'wrap'
      root.style.gap = '8px'
      const style = options.style
      const parts = {
        number: field(`${id}-number`, 'Card number', 'cardnumber', '1234 1234 1234 1234', 'cc-number', style),
        expiry: field(`${id}-expiry`, 'Expiration date', 'exp-date', 'MM / YY', 'cc-exp', style),
        cvc: field(`${id}-cvc`, 'CVC', 'cvc', 'CVC', 'cc-csc', style),
        postal: field(`${id}-postal`, 'ZIP', 'postal', '12345', 'postal-code', style),
      }
      inputs = {}
      for (const name of Object.keys(parts)) {
        const input = parts[name].input
        inputs[name] = input
        input.value = values[name]
        if (name === 'postal' && options.hidePostalCode) continue
        root.appendChild(parts[name].wrapper)
        input.addEventListener('input', () => {
          values[name] = input.value
          change()
        })
        input.addEventListener('blur', () => {
          touched[name] = true
          change()
        })
      }
      root.addEventListener('focusin', (event) => {
        if (!root.contains(event.relatedTarget)) events.emit('focus', { elementType: type })
      })
      root.addEventListener('focusout', (event) => {
        if (!root.contains(event.relatedTarget)) events.emit('blur', { elementType: type })
      })
    }

    const element = {
      mount(target) {
        const container = containerOf(target)
        render()
        container.appendChild(root)
        setTimeout(() => events.emit('ready', { elementType: type }), 50)
      },
      unmount() {
        if (root) root.remove()
        root = null
      },
      destroy() {
        element.unmount()
        delete group.elements[type]
      },
      on(event, handler) {
        events.on(event, handler)
        return element
      },
      once(event, handler) {
        const wrapped = (payload) => {
          events.off(event, wrapped)
          handler(payload)
        }
        events.on(event, wrapped)
        return element
      },
      off(event, handler) {
        events.off(event, handler)
        return element
      },
      focus() {
        if (inputs) inputs.number.focus()
      },
      blur() {
        if (inputs) for (const name of Object.keys(inputs)) inputs[name].blur()
      },
      clear() {
        values.number = ''
        values.expiry = ''
        values.cvc = ''
        values.postal = ''
        touched = {}
        if (inputs) for (const name of Object.keys(inputs)) inputs[name].value = ''
        change()
      },
      update(next) {
        options = Object.assign({}, options, next)
        const container = root ? root.parentNode : null
        if (container) {
          element.unmount()
          render()
          container.appendChild(root)
        }
      },
    }
    internals.set(element, {
      kind: 'card',
      /** Shows every error (as Stripe does on submit) and says what is wrong, if anything. */
      validate() {
        touched = { number: true, expiry: true, cvc: true, postal: true }
        change()
        const current = state()
        return { current, problem: current.problems[0], postal: values.postal }
      },
    })
    return element
  }

  function walletDetails() {
    const details = {
      name: 'Wallet Shopper',
      email: 'wallet.shopper@example.com',
      phone: null,
      address: {
        line1: '1 Test Street',
        line2: null,
        city: 'Testville',
        state: 'CA',
        postal_code: '94110',
        country: 'US',
      },
    }
    return Object.assign(details, window.__padforgeWalletDetails || {})
  }

  function expressCheckoutElement(group, type) {
    const events = emitter()
    let root = null

    async function onClick(wallet) {
      const expressPaymentType = wallet === 'applePay' ? 'apple_pay' : 'google_pay'
      let resolved = !events.has('click')
      let chosen = {}
      if (!resolved) {
        await new Promise((done) => {
          const timer = setTimeout(done, 1000)
          events.emit('click', {
            elementType: type,
            expressPaymentType,
            resolve(options) {
              resolved = true
              chosen = options || {}
              clearTimeout(timer)
              done()
            },
            reject() {
              clearTimeout(timer)
              done()
            },
          })
        })
      }
      if (!resolved) {
        console.warn('[Stripe.js stand-in] the click handler did not call resolve() within 1 s: no wallet sheet.')
        return
      }
      const billingDetails = walletDetails()
      group.wallet = { billingDetails }
      events.emit('confirm', {
        elementType: type,
        expressPaymentType,
        billingDetails,
        shippingAddress: chosen.shippingAddressRequired
          ? { name: billingDetails.name, address: billingDetails.address }
          : undefined,
        paymentFailed(failure) {
          window.__padforgeWalletFailed = (failure ? failure.reason : '') || 'fail'
        },
      })
    }

    const element = {
      mount(target) {
        const container = containerOf(target)
        const wallet = window.__padforgeWallet
        root = document.createElement('div')
        root.setAttribute('data-stripe-standin', type)
        if (wallet) {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = wallet === 'applePay' ? 'Apple Pay' : 'Google Pay'
          button.style.padding = '10px 16px'
          button.style.background = '#000'
          button.style.color = '#fff'
          button.style.border = '0'
          button.style.borderRadius = '4px'
          button.addEventListener('click', () => onClick(wallet))
          root.appendChild(button)
        }
        container.appendChild(root)
        const available = wallet
          ? {
              applePay: wallet === 'applePay',
              googlePay: wallet !== 'applePay',
              link: false,
              paypal: false,
              amazonPay: false,
              klarna: false,
            }
          : undefined
        setTimeout(() => events.emit('ready', { elementType: type, availablePaymentMethods: available }), 50)
      },
      unmount() {
        if (root) root.remove()
        root = null
      },
      destroy() {
        element.unmount()
        delete group.elements[type]
      },
      on(event, handler) {
        events.on(event, handler)
        return element
      },
      once(event, handler) {
        const wrapped = (payload) => {
          events.off(event, wrapped)
          handler(payload)
        }
        events.on(event, wrapped)
        return element
      },
      off(event, handler) {
        events.off(event, handler)
        return element
      },
      focus() {},
      blur() {},
      clear() {},
      update() {},
    }
    internals.set(element, { kind: 'expressCheckout' })
    return element
  }

  function createElements(initialOptions) {
    const group = { options: Object.assign({}, initialOptions), elements: {}, wallet: null }
    const elements = {
      create(type, options) {
        if (group.elements[type]) throw new Error(`IntegrationError: Can only create one Element of type ${type}.`)
        let element
        if (type === 'card' || type === 'payment') element = cardElement(group, type, options)
        else if (type === 'expressCheckout') element = expressCheckoutElement(group, type, options)
        else throw new Error(`IntegrationError: the Stripe.js stand-in makes no '${type}' Element.`)
        group.elements[type] = element
        return element
      },
      getElement: (type) => group.elements[type] || null,
      submit: () => Promise.resolve({}),
      update(options) {
        Object.assign(group.options, options || {})
      },
      fetchUpdates: () => Promise.resolve({}),
    }
    internals.set(elements, group)
    return elements
  }

  const intentIdOf = (clientSecret) => String(clientSecret || '').split('_secret_')[0]

  function Stripe(key, stripeOptions) {
    if (typeof key !== 'string' || !/^pk_/.test(key)) {
      throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key (pk_...).')
    }
    const wrappers = []

    async function postCard(card, billingDetails) {
      const json = await call(key, 'POST', '/v1/payment_methods', {
        type: 'card',
        card,
        billing_details: billingDetails,
      })
      return json.error ? { error: json.error } : { paymentMethod: json }
    }

    function fromCardElement(element, billingDetails) {
      const inner = internals.get(element)
      if ((inner ? inner.kind : '') !== 'card') {
        return { error: { type: 'invalid_request_error', message: 'No mounted card Element to read the card from.' } }
      }
      const checked = inner.validate()
      if (checked.problem) {
        return { error: { type: 'validation_error', code: checked.problem.code, message: checked.problem.message } }
      }
      const billing = Object.assign({}, billingDetails || {})
      const address = Object.assign({}, billing.address)
      if (checked.postal && !address.postal_code) {
        billing.address = Object.assign(address, { postal_code: checked.postal })
      }
      const card = {
        number: checked.current.number,
        exp_month: checked.current.month,
        exp_year: checked.current.year,
        cvc: checked.current.cvc,
      }
      return { card, billing }
    }

    async function createPaymentMethod(first, second, third) {
      const data = typeof first === 'string' ? Object.assign({ type: first, card: second }, third || {}) : first || {}
      const params = data.params || {}
      const billingDetails = data.billing_details || params.billing_details
      let read
      if (data.elements) {
        const group = internals.get(data.elements) || { elements: {} }
        if (group.wallet) {
          const wallet = group.wallet
          group.wallet = null
          const year = new Date().getFullYear() + 3
          read = {
            card: { number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123' },
            billing: Object.assign({}, wallet.billingDetails, billingDetails || {}),
          }
        } else {
          read = fromCardElement(group.elements.card || group.elements.payment, billingDetails)
        }
      } else {
        read = fromCardElement(data.card, billingDetails)
      }
      if (read.error) return read
      return postCard(read.card, read.billing)
    }

    async function retrievePaymentIntent(clientSecret) {
      const json = await call(key, 'GET', `/v1/payment_intents/${intentIdOf(clientSecret)}`, {
        client_secret: clientSecret,
      })
      return json.error ? { error: json.error } : { paymentIntent: json }
    }

    function authenticationWindow() {
      return new Promise((resolve) => {
        const overlay = document.createElement('div')
        overlay.setAttribute('data-stripe-standin', 'three-d-secure')
        Object.assign(overlay.style, {
          position: 'fixed',
          inset: '0',
          background: 'rgba(0, 0, 0, 0.5)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          zIndex: '2147483647',
        })
        const titleId = `padforge-3ds-${++uid}`
        const dialog = document.createElement('div')
        dialog.setAttribute('role', 'dialog')
        dialog.setAttribute('aria-modal', 'true')
        dialog.setAttribute('aria-labelledby', titleId)
        Object.assign(dialog.style, {
          background: '#fff',
          color: '#111',
          padding: '24px',
          borderRadius: '8px',
          maxWidth: '420px',
          fontFamily: 'system-ui, sans-serif',
        })
        const title = document.createElement('h2')
        title.id = titleId
        title.textContent = '3D Secure authentication'
        const text = document.createElement('p')
        text.textContent = 'Test bank: approve or refuse this payment.'
        const finish = (result) => {
          overlay.remove()
          resolve(result)
        }
        const buttons = [
          ['Complete authentication', 'complete'],
          ['Fail authentication', 'fail'],
        ].map(([label, result]) => {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = label
          button.style.marginRight = '8px'
          button.style.padding = '8px 12px'
          button.addEventListener('click', () => finish(result))
          return button
        })
        dialog.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') finish('fail')
        })
        dialog.appendChild(title)
        dialog.appendChild(text)
        for (const button of buttons) dialog.appendChild(button)
        overlay.appendChild(dialog)
        document.body.appendChild(overlay)
        buttons[0].focus()
      })
    }

    async function handleAction(clientSecret) {
      const before = await retrievePaymentIntent(clientSecret)
      if (before.error || before.paymentIntent.status !== 'requires_action') return before
      const result = await authenticationWindow()
      const id = intentIdOf(clientSecret)
      const step = await call(key, 'POST', `/v1/payment_intents/${id}/three_d_secure`, {
        client_secret: clientSecret,
        result,
      })
      if (step.error) return { error: step.error }
      const after = await retrievePaymentIntent(clientSecret)
      if (after.error || result === 'complete') return after
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILED,
          payment_intent: after.paymentIntent,
        },
      }
    }

    return {
      _registerWrapper(wrapper) {
        wrappers.push(wrapper)
      },
      _registerWrappers(list) {
        for (const wrapper of list || []) wrappers.push(wrapper)
      },
      options: stripeOptions || {},
      elements: (options) => createElements(options),
      createPaymentMethod,
      retrievePaymentIntent,
      handleCardAction: (clientSecret) => handleAction(clientSecret),
      handleNextAction: (options) => handleAction(options ? options.clientSecret : undefined),
    }
  }
  // @stripe/stripe-js 10 expects the 'endive' release train (it warns about any other version).
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
