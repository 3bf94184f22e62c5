/**
 * Marketplaces a prebuilt product can be sent to (creator.md sections 6 and 7: "send to a marketplace", the
 * original store's POST /newegg-products). The store knows no marketplace API itself: an adapter does the talking,
 * and none is configured by default. Adapters come from the environment (`MARKETPLACE_WEBHOOK_URL`: a generic
 * webhook adapter) or from code (`registerMarketplace`), e.g. a shop's own Newegg or Amazon adapter.
 */

/** What an adapter receives: the saved product as the store shows it (never what a browser sent). */
export interface MarketplaceProduct {
  id: number
  uid: string
  name: string
  slug: string
  /** Path of the product page, e.g. /configured-controller/12. */
  url: string
  platform: { id: number; slug: string; name: string }
  /** Price in cents (US dollars). */
  price: number
  listingText: string | null
  /** The description as plain text. */
  description: string
  inStock: boolean
  /** The body value's name (the spec's `body`), when the configuration has one. */
  body: string | null
  /** The creator selection the product was built from. */
  selected: unknown
}

export interface MarketplaceResult {
  ok: boolean
  /** Shown to the admin as is: what the marketplace said, or why it failed. */
  message: string
}

export interface MarketplaceAdapter {
  /** Stable key, stored with every submission and accepted as `marketplace` in the request. */
  id: string
  /** Human name, e.g. 'Newegg'. */
  name: string
  /** `images`: absolute or site-relative URLs of the product's pictures, front first. */
  send(product: MarketplaceProduct, images: string[]): Promise<MarketplaceResult>
}

const registered = new Map<string, MarketplaceAdapter>()

/** Adds (or replaces, by id) an adapter for the life of the process. */
export function registerMarketplace(adapter: MarketplaceAdapter): void {
  registered.set(adapter.id, adapter)
}

/** Forgets every adapter registered from code (tests). */
export function clearRegisteredMarketplaces(): void {
  registered.clear()
}

const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * A generic adapter: POSTs `{ product, images }` as JSON to a URL (a shop's integration service or a marketplace's
 * import hook). 2xx counts as sent; the answer's `message` (JSON) is shown when it has one.
 */
export function webhookMarketplace(url: string, name = 'Webhook', id = 'webhook'): MarketplaceAdapter {
  return {
    id,
    name,
    async send(product, images) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ product, images }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        })
        const answer = (await response.json().catch(() => null)) as { message?: unknown } | null
        const said = typeof answer?.message === 'string' && answer.message.trim() ? answer.message.trim() : null
        if (!response.ok) return { ok: false, message: said ?? `${name} answered ${response.status}.` }
        return { ok: true, message: said ?? `${product.name} was sent to ${name}.` }
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is unreachable'
        return { ok: false, message: `${name} ${reason}.` }
      }
    },
  }
}

/** The adapters in use: those registered from code, then the webhook when `MARKETPLACE_WEBHOOK_URL` is set. */
export function configuredMarketplaces(env: NodeJS.ProcessEnv = process.env): MarketplaceAdapter[] {
  const adapters = [...registered.values()]
  const url = env.MARKETPLACE_WEBHOOK_URL?.trim()
  if (url && !registered.has('webhook'))
    adapters.push(webhookMarketplace(url, env.MARKETPLACE_WEBHOOK_NAME?.trim() || 'Webhook'))
  return adapters
}

export const NO_MARKETPLACE_MESSAGE =
  'No marketplace is configured: set MARKETPLACE_WEBHOOK_URL or register a marketplace adapter to send products. The submission was recorded.'
