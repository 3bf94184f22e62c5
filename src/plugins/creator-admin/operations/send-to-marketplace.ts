import type { PayloadRequest } from 'payload'
import { ConflictError, InputError, NotFoundError } from '../../../lib/errors'
import type { Media, Platform, Product } from '../../../payload-types'
import { richTextToPlain } from '../description'
import { type MarketplaceAdapter, type MarketplaceProduct, NO_MARKETPLACE_MESSAGE } from '../marketplaces'
import { productUrl } from './save-product'

type Status = 'sent' | 'failed' | 'not-configured'

export interface Submission {
  message: string
  status: Status
  marketplace?: string
  submission: number
}

async function record(req: PayloadRequest, product: Product, marketplace: string, status: Status, message: string) {
  const submission = await req.payload.create({
    collection: 'marketplace-submissions',
    data: {
      product: product.id,
      productName: product.name,
      marketplace,
      status,
      message,
      submittedBy: req.user?.collection === 'users' ? req.user.id : null,
    },
    depth: 0,
    req,
    overrideAccess: true, // a log only this operation writes
  })
  return submission.id
}

const originOf = (url: string | undefined): string => {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/** What a marketplace is sent: the product as stored, its body's name, and absolute picture URLs. */
async function describe(
  req: PayloadRequest,
  product: Product,
): Promise<{ item: MarketplaceProduct; images: string[] }> {
  const platform = product.platform as Platform
  const selected = (product.configuration as { selected?: { bodyId?: number | null } } | null)?.selected ?? null
  let body: string | null = null
  if (selected?.bodyId) {
    const value = await req.payload.find({
      collection: 'option-values',
      where: { id: { equals: selected.bodyId } },
      select: { name: true },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
    })
    body = value.docs[0]?.name ?? null
  }
  // Marketplaces need absolute links: the store's public URL (serverURL), else the request's own origin.
  const origin = req.payload.config.serverURL || originOf(req.url)
  const images = (product.images ?? []).flatMap((entry) => {
    const url = typeof entry.image === 'object' ? (entry.image as Media).url : null
    return url ? [url.startsWith('/') ? `${origin}${url}` : url] : []
  })
  return {
    item: {
      id: product.id,
      uid: product.uid ?? '',
      name: product.name,
      slug: product.slug,
      url: `${origin}${productUrl(product.id)}`,
      platform: { id: platform.id, slug: platform.slug, name: platform.name },
      price: product.price,
      listingText: product.listingText ?? null,
      description: richTextToPlain(product.description),
      inStock: product.inStock !== false,
      body,
      selected,
    },
    images,
  }
}

/**
 * Sends a saved prebuilt product to a marketplace through its adapter (creator.md sections 6–8, the original store's
 * POST /newegg-products). The product, its pictures, platform and body come from the database, never from the
 * request. Every attempt is recorded in `marketplace-submissions`; `marketplace` may be left out when exactly one is
 * configured. NotFound an unknown product, Conflict one without a platform, Input no or an unknown marketplace.
 */
export async function sendToMarketplace(
  req: PayloadRequest,
  input: { product: number; marketplace?: string | null },
  adapters: MarketplaceAdapter[],
): Promise<Submission> {
  const product = (
    await req.payload.find({
      collection: 'products',
      where: { id: { equals: input.product } },
      limit: 1,
      depth: 1,
      req,
      overrideAccess: false,
    })
  ).docs[0]
  if (!product) throw new NotFoundError(`There is no product ${input.product}.`)
  if (!product.platform || typeof product.platform !== 'object')
    throw new ConflictError(`"${product.name}" has no platform: a marketplace needs one.`)

  if (adapters.length === 0) {
    const submission = await record(req, product, 'none', 'not-configured', NO_MARKETPLACE_MESSAGE)
    return { message: NO_MARKETPLACE_MESSAGE, status: 'not-configured', submission }
  }
  const wanted = input.marketplace
  const adapter = wanted ? adapters.find((a) => a.id === wanted) : adapters.length === 1 ? adapters[0] : undefined
  const names = adapters.map((a) => a.id).join(', ')
  if (!adapter)
    throw new InputError(
      wanted ? `There is no marketplace "${wanted}": use one of ${names}.` : `Choose a marketplace: ${names}.`,
    )

  const { item, images } = await describe(req, product)
  let result: { ok: boolean; message: string }
  try {
    result = await adapter.send(item, images)
  } catch (error) {
    result = { ok: false, message: `${adapter.name} failed: ${error instanceof Error ? error.message : String(error)}` }
  }
  const status: Status = result.ok ? 'sent' : 'failed'
  const submission = await record(req, product, adapter.id, status, result.message)
  return { message: result.message, status, marketplace: adapter.id, submission }
}
