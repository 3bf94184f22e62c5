import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmin } from '../access/roles'
import { describeZodError } from '../lib/zod-field'
import type { Media, Platform, Product } from '../payload-types'
import { richTextToPlain } from '../plugins/creator-admin/description'
import {
  configuredMarketplaces,
  type MarketplaceAdapter,
  type MarketplaceProduct,
  NO_MARKETPLACE_MESSAGE,
} from '../plugins/creator-admin/marketplaces'
import { forbidden, productUrl } from './products-admin'
import { readJsonBody } from './read-json-body'

const bodySchema = z.object({
  product: z.union([z.number().int().positive(), z.string().regex(/^\d+$/, 'expected a product id').transform(Number)]),
  marketplace: z.string().trim().min(1).max(100).nullish(),
})

const fail = (status: number, message: string) => Response.json({ message }, { status })

type Status = 'sent' | 'failed' | 'not-configured'

async function record(
  req: PayloadRequest,
  product: Product,
  marketplace: string,
  status: Status,
  message: string,
): Promise<number> {
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
    overrideAccess: true,
  })
  return submission.id
}

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
      overrideAccess: true,
    })
    body = value.docs[0]?.name ?? null
  }
  let origin = ''
  try {
    origin = req.url ? new URL(req.url).origin : ''
  } catch {
    origin = ''
  }
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
 * POST /api/marketplace-products (admins only; creator.md sections 6-8, the original store's POST /newegg-products):
 * sends a saved prebuilt product to a marketplace through its adapter. Body `{ product: id, marketplace?: adapterId }`
 * (`marketplace` may be left out when exactly one is configured). The product, its pictures, platform and body come
 * from the database, never from the request.
 *
 * Every attempt is recorded in `marketplace-submissions`. Replies 200 `{ message, status: 'sent', marketplace,
 * submission }` (the creator shows 'Success' with the message); 502 the same with `status: 'failed'` and the
 * adapter's message; 501 `{ message: 'No marketplace is configured...', status: 'not-configured', submission }` when
 * none is (the default); 400 no or an unknown `marketplace` among several, or a body of another shape; 404 an
 * unknown product; 409 a product without a platform; 403 for anyone but an admin.
 */
export function marketplaceProductsEndpoint(adapters: () => MarketplaceAdapter[] = configuredMarketplaces): Endpoint {
  return {
    path: '/marketplace-products',
    method: 'post',
    handler: async (req) => {
      if (!isAdmin(req.user)) return forbidden()
      const body = await readJsonBody(req, '{ "product": 12, "marketplace": "..." }.')
      if (!body.ok) return fail(body.status, body.message)
      const parsed = bodySchema.safeParse(body.value)
      if (!parsed.success) return fail(400, describeZodError(parsed.error, 'The request body'))
      const product = (
        await req.payload.find({
          collection: 'products',
          where: { id: { equals: parsed.data.product } },
          limit: 1,
          depth: 1,
          overrideAccess: true,
        })
      ).docs[0]
      if (!product) return fail(404, `There is no product ${parsed.data.product}.`)
      if (!product.platform || typeof product.platform !== 'object')
        return fail(409, `"${product.name}" has no platform: a marketplace needs one.`)

      const available = adapters()
      if (available.length === 0) {
        const submission = await record(req, product, 'none', 'not-configured', NO_MARKETPLACE_MESSAGE)
        return Response.json({ message: NO_MARKETPLACE_MESSAGE, status: 'not-configured', submission }, { status: 501 })
      }
      const wanted = parsed.data.marketplace
      const adapter = wanted
        ? available.find((a) => a.id === wanted)
        : available.length === 1
          ? available[0]
          : undefined
      const names = available.map((a) => a.id).join(', ')
      if (!adapter)
        return fail(
          400,
          wanted ? `There is no marketplace "${wanted}": use one of ${names}.` : `Choose a marketplace: ${names}.`,
        )

      const { item, images } = await describe(req, product)
      let result: { ok: boolean; message: string }
      try {
        result = await adapter.send(item, images)
      } catch (error) {
        result = {
          ok: false,
          message: `${adapter.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        }
      }
      const status: Status = result.ok ? 'sent' : 'failed'
      const submission = await record(req, product, adapter.id, status, result.message)
      return Response.json(
        { message: result.message, status, marketplace: adapter.id, submission },
        { status: result.ok ? 200 : 502 },
      )
    },
  }
}
