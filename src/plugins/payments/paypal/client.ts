/**
 * A small PayPal REST client (Orders v2, Payments v2 refunds, webhook verification) over `fetch`. PayPal's server SDK
 * hard-codes its hosts; this one takes the API base, so the store talks to https://api-m.paypal.com (or the sandbox)
 * in production and to the local test peer (tests/peers/paypal) in tests. Framework-free: only `fetch`.
 */

/** The store's money is integer cents; PayPal's is a decimal string. USD only, so two decimals. */
export function paypalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`)
  const whole = Math.floor(cents / 100)
  const rest = cents % 100
  return `${whole}.${String(rest).padStart(2, '0')}`
}

/** PayPal's decimal string ("123.45", "7", "7.5") back to integer cents, exactly: no floating point on the way. */
export function centsOfPayPal(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) throw new RangeError(`not a PayPal USD amount: ${JSON.stringify(value)}`)
  const [, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount too large: ${value}`)
  return cents
}

/**
 * A failed PayPal call. `status` is the HTTP status (0: the network failed or the call timed out), `name` PayPal's
 * error name (UNPROCESSABLE_ENTITY, RESOURCE_NOT_FOUND, invalid_token...), `issue` the first detail's issue
 * (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED...), `debugId` what PayPal support asks for.
 */
export class PayPalError extends Error {
  readonly status: number
  readonly issue: string | null
  readonly debugId: string | null
  readonly details: PayPalErrorDetail[]

  constructor(init: {
    status: number
    name: string
    message: string
    issue?: string | null
    debugId?: string | null
    details?: PayPalErrorDetail[]
  }) {
    super(init.message)
    this.name = init.name
    this.status = init.status
    this.issue = init.issue ?? null
    this.debugId = init.debugId ?? null
    this.details = init.details ?? []
  }
}

/** One entry of a PayPal error's `details`. */
export interface PayPalErrorDetail {
  issue?: string
  description?: string
  field?: string
  value?: string
  location?: string
}

/** PayPal's money: an ISO currency and a decimal string. */
export interface PayPalMoney {
  currency_code: string
  value: string
}

/** A HATEOAS link of a PayPal resource (self, approve, capture, refund, up). */
export interface PayPalLink {
  href: string
  rel: string
  method?: string
}

/** A capture as PayPal shows it in an order's `payments.captures`. */
export interface PayPalCaptureResource {
  id: string
  status: string
  amount: PayPalMoney
  custom_id?: string
  invoice_id?: string
  final_capture?: boolean
  create_time?: string
  update_time?: string
  links?: PayPalLink[]
}

/** An order's purchase unit (the store sends one). */
export interface PayPalPurchaseUnit {
  reference_id?: string
  amount: PayPalMoney & { breakdown?: Record<string, PayPalMoney> }
  custom_id?: string
  invoice_id?: string
  description?: string
  payments?: { captures?: PayPalCaptureResource[] }
}

/** An order as GET /v2/checkout/orders/{id} answers it (the fields the store reads). */
export interface PayPalOrder {
  id: string
  intent: 'CAPTURE' | 'AUTHORIZE'
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
  status: string
  purchase_units: PayPalPurchaseUnit[]
  payer?: { payer_id?: string; email_address?: string; name?: { given_name?: string; surname?: string } }
  create_time?: string
  update_time?: string
  links: PayPalLink[]
}

/** What `captureOrder` tells the store: the order's status and its (first) capture. */
export interface PayPalCapture {
  orderId: string
  /** The order's status (COMPLETED after a capture). */
  status: string
  captureId: string
  /** COMPLETED, PENDING, DECLINED... */
  captureStatus: string
  amountCents: number
  currency: string
  customId: string | null
  /** The PayPal account that paid (its payer id): the same person's later payments carry the same one. */
  payerId: string | null
}

/** What `createOrder` needs: the server's total and the store's references. */
export interface CreateOrderInput {
  amountCents: number
  currency: 'USD'
  /** The store's reference (order number): comes back on the capture and in webhooks. */
  customId: string
  /** Shown to the payer and in the merchant's PayPal account. */
  invoiceId: string
  /** Cut to PayPal's 127 characters. */
  description: string
  /** PayPal-Request-Id: the same id gives back the same order. */
  requestId: string
}

/** Where and as whom the client calls PayPal. */
export interface PayPalClientOptions {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or the test peer's URL. */
  apiBase: string
  clientId: string
  clientSecret: string
  fetch?: typeof fetch
  /** Per HTTP call; default 15 s. */
  timeoutMs?: number
}

/** The PayPal calls the store makes; see `createPayPalClient`. */
export interface PayPalClient {
  createOrder(input: CreateOrderInput): Promise<{ id: string; status: string }>
  getOrder(id: string): Promise<PayPalOrder>
  captureOrder(id: string, requestId: string): Promise<PayPalCapture>
  refundCapture(captureId: string, input: { amountCents?: number; requestId: string }): Promise<RefundResult>
  /** True only when PayPal says SUCCESS; false for missing headers or FAILURE; throws when PayPal cannot answer. */
  verifyWebhook(input: { headers: Headers; body: string; webhookId: string }): Promise<boolean>
}

/** What `refundCapture` answers. */
export interface RefundResult {
  id: string
  /** COMPLETED, PENDING, FAILED, CANCELLED. */
  status: string
}

interface ErrorBody {
  name?: string
  message?: string
  debug_id?: string
  details?: PayPalErrorDetail[]
  error?: string
  error_description?: string
}

const DESCRIPTION_LIMIT = 127
/** The access token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function errorOf(status: number, body: unknown, debugHeader: string | null): PayPalError {
  const b: ErrorBody = isObject(body) ? (body as ErrorBody) : {}
  const details = Array.isArray(b.details) ? b.details : []
  const issue = details[0]?.issue ?? null
  const name = b.name ?? b.error ?? `HTTP_${status}`
  const text = details[0]?.description ?? b.message ?? b.error_description ?? `PayPal answered ${status}`
  return new PayPalError({
    status,
    name,
    issue,
    debugId: b.debug_id ?? debugHeader,
    details,
    message: `${issue ?? name}: ${text}`,
  })
}

/**
 * Makes a client for one PayPal app. It fetches an OAuth token with the app's id and secret, keeps it until a minute
 * before it expires, and on a 401 fetches a new one and retries once. Every failure is a `PayPalError`.
 */
export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const base = options.apiBase.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 15_000
  let token: { value: string; expiresAt: number } | null = null
  let pending: Promise<string> | null = null

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown; debugId: string }> {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw new PayPalError({
        status: 0,
        name: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: `${timedOut ? 'PayPal did not answer in time' : 'PayPal could not be reached'} (${path})`,
      })
    }
    const text = await response.text().catch(() => '')
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    const debugId = response.headers.get('paypal-debug-id') ?? ''
    if (!response.ok) throw errorOf(response.status, body, debugId || null)
    return { status: response.status, body, debugId }
  }

  async function fetchToken(): Promise<string> {
    const basic = btoa(`${options.clientId}:${options.clientSecret}`)
    const { body } = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    const answer = isObject(body) ? body : {}
    if (typeof answer.access_token !== 'string') {
      throw new PayPalError({ status: 200, name: 'INVALID_TOKEN_RESPONSE', message: 'PayPal gave no access token' })
    }
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 0
    token = { value: answer.access_token, expiresAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS }
    return answer.access_token
  }

  /** The cached token, or one new token shared by every call that asks while it is being fetched. */
  function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return Promise.resolve(token.value)
    pending ??= fetchToken().finally(() => {
      pending = null
    })
    return pending
  }

  async function api(
    method: string,
    path: string,
    { body, requestId, prefer }: { body?: unknown; requestId?: string; prefer?: string } = {},
  ): Promise<unknown> {
    const call = async (bearer: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${bearer}`, accept: 'application/json' }
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (requestId) headers['paypal-request-id'] = requestId
      if (prefer) headers.prefer = prefer
      const init: RequestInit = { method, headers }
      if (body !== undefined) init.body = JSON.stringify(body)
      return (await send(path, init)).body
    }
    const used = await accessToken()
    try {
      return await call(used)
    } catch (error) {
      if (!(error instanceof PayPalError) || error.status !== 401) throw error
      if (token?.value === used) token = null
      return call(await accessToken())
    }
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`

  return {
    async createOrder(input) {
      const unit = {
        reference_id: 'default',
        amount: { currency_code: input.currency, value: paypalAmount(input.amountCents) },
        custom_id: input.customId,
        invoice_id: input.invoiceId,
        description: input.description.slice(0, DESCRIPTION_LIMIT),
      }
      const answer = await api('POST', '/v2/checkout/orders', {
        body: { intent: 'CAPTURE', purchase_units: [unit] },
        requestId: input.requestId,
      })
      const order = isObject(answer) ? answer : {}
      return { id: String(order.id), status: String(order.status) }
    },

    async getOrder(id) {
      return (await api('GET', orderPath(id))) as PayPalOrder
    },

    async captureOrder(id, requestId) {
      const order = (await api('POST', `${orderPath(id)}/capture`, {
        requestId,
        prefer: 'return=representation',
      })) as PayPalOrder
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0]
      if (!capture) {
        throw new PayPalError({
          status: 201,
          name: 'NO_CAPTURE',
          message: `order ${id} was answered without a capture`,
        })
      }
      return {
        orderId: order.id,
        status: order.status,
        captureId: capture.id,
        captureStatus: capture.status,
        amountCents: centsOfPayPal(capture.amount.value),
        currency: capture.amount.currency_code,
        customId: capture.custom_id ?? order.purchase_units[0]?.custom_id ?? null,
        payerId: order.payer?.payer_id ?? null,
      }
    },

    async refundCapture(captureId, input) {
      const body =
        input.amountCents === undefined
          ? {}
          : { amount: { currency_code: 'USD', value: paypalAmount(input.amountCents) } }
      const answer = await api('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body,
        requestId: input.requestId,
      })
      const refund = isObject(answer) ? answer : {}
      return { id: String(refund.id), status: String(refund.status) }
    },

    async verifyWebhook({ headers, body, webhookId }) {
      const field = (name: string) => headers.get(`paypal-${name}`)
      const signed = {
        auth_algo: field('auth-algo'),
        cert_url: field('cert-url'),
        transmission_id: field('transmission-id'),
        transmission_sig: field('transmission-sig'),
        transmission_time: field('transmission-time'),
      }
      if (Object.values(signed).some((value) => !value)) return false
      let event: unknown
      try {
        event = JSON.parse(body)
      } catch {
        return false
      }
      if (!isObject(event)) return false
      const answer = await api('POST', '/v1/notifications/verify-webhook-signature', {
        body: { ...signed, webhook_id: webhookId, webhook_event: event },
      })
      return isObject(answer) && answer.verification_status === 'SUCCESS'
    },
  }
}
