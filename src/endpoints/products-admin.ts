import fs from 'node:fs/promises'
import { isDeepStrictEqual } from 'node:util'
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { z } from 'zod'
import { isAdmin } from '../access/roles'
import type { CreatorCatalog } from '../creator/catalog'
import { composePreview } from '../creator/preview/compose'
import { PreviewError } from '../creator/preview/errors'
import { previewFile } from '../creator/preview/store'
import { type Selection, tempPullSchema } from '../creator/selection'
import { loadCreatorCatalog, UnknownPlatformError } from '../creator/server/load-catalog'
import { type Verdict, validateSelection } from '../creator/validate'
import { PREVIEW_SIDES, type PreviewSide, STOCK_POLICY_CONTINUE } from '../lib/platforms'
import { isValidSlug, slugify } from '../lib/slug'
import { describeZodError } from '../lib/zod-field'
import type { Product } from '../payload-types'
import { plainToRichText } from '../plugins/creator-admin/description'
import { findPlatform } from './add-configuration'
import { readJsonBody } from './read-json-body'

/**
 * The creator's admin mode saves prebuilt configured products (creator.md sections 4, 6 and 7: "POST or PUT
 * /products" with `product (data, platform_id)`, answered with `message, productUrl`):
 *
 * - `POST /api/products` with the creator's body creates one;
 * - `PUT /api/products/{id}` with the same body saves an existing one.
 *
 * Body: `{ product: { data: { selected, tempPull? }, name, slug?, label_id?, in_stock?, listing_text?, description? },
 * platform_id }` (`platform_id` optional on PUT: the product's platform). `description` is plain text (paragraphs
 * separated by blank lines, "- " bullet lines); left out on PUT, the stored description is kept.
 *
 * Admins only (403 for everyone else, before the body is read). The engine validates the configuration for one
 * controller (422 with its message) and prices it: the product's price is the server's, never the browser's.
 * `availableQuantity` is derived, not typed: the smallest stock among the platform's hardware and the chosen inventoried
 * parts (`buildableCount`); `in_stock` is the admin's switch on top of it.
 *
 * Replies 201 (created) or 200 (saved) `{ message, productUrl, product: { id, uid, slug, name, price } }`; 400 a body
 * of the wrong shape or a bad slug / label (the message names the field), 404 unknown platform or product, 409 a
 * slug another product has or a product that is not a configured controller, 413 a body over 64 kB.
 *
 * Payload's own REST stays as it was: a POST /api/products body without `product` (the admin panel, API clients)
 * goes on to Payload's create, PATCH /api/products/{id} and DELETE /api/products/{id} are Payload's (the creator
 * deletes through the latter; catalog access applies).
 */

export const MAX_PRODUCT_NAME = 200
export const MAX_LISTING_TEXT = 300
export const MAX_DESCRIPTION = 20_000

const formSchema = z.object({
  data: z.object({
    // Only "an object" here: its shape is the engine's to judge (422 with a message, like every rule).
    selected: z.record(z.string(), z.unknown()),
    tempPull: tempPullSchema.nullish(),
  }),
  name: z.string().trim().min(1, 'enter a name').max(MAX_PRODUCT_NAME),
  slug: z.string().trim().max(MAX_PRODUCT_NAME).nullish(),
  label_id: z
    .union([z.number().int().positive(), z.string().regex(/^\d+$/, 'expected a label id').transform(Number)])
    .nullish(),
  in_stock: z.boolean().nullish(),
  listing_text: z.string().trim().max(MAX_LISTING_TEXT).nullish(),
  description: z.string().max(MAX_DESCRIPTION).nullish(),
})

const platformRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)])
const createSchema = z.object({ product: formSchema, platform_id: platformRef })
const updateSchema = z.object({ product: formSchema, platform_id: platformRef.nullish() })
type Form = z.infer<typeof formSchema>

const BODY_HINT = '{ "product": { "data": { "selected": { ... } }, "name": "..." }, "platform_id": ... }.'
const fail = (status: number, message: string) => Response.json({ message }, { status })
export const forbidden = () => fail(403, 'You are not allowed to perform this action.')

/** Where a prebuilt configured product is shown. */
export const productUrl = (id: number) => `/configured-controller/${id}`

/** Marks the creator's own endpoints among the products collection's, so a hand-over finds Payload's. */
export const CREATOR_ENDPOINT = 'padforgeCreatorAdmin'

/** Does this JSON body come from the creator (the spec's `product` wrapper) rather than from Payload's REST? */
export const isCreatorBody = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'product' in value

/**
 * The composed product shots of a configuration, one media document per side (WebP, named after the product and
 * the layers, so an unchanged picture is found again instead of uploaded twice). A side that cannot be composed is
 * left out: pictures never fail a save.
 */
async function productShots(
  payload: Payload,
  platform: { slug: string; sides: PreviewSide[] },
  selection: Selection,
  name: string,
  slug: string,
): Promise<number[]> {
  const ids: number[] = []
  for (const side of platform.sides) {
    try {
      const { hash } = await composePreview(payload, platform.slug, selection, side, 'webp')
      const filename = `product-${slug}-${side}-${hash.slice(0, 16)}.webp`
      const existing = await payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (existing.docs[0]) {
        ids.push(existing.docs[0].id)
        continue
      }
      const data = await fs.readFile(previewFile({ platform: platform.slug, side, hash, format: 'webp' }))
      const media = await payload.create({
        collection: 'media',
        data: { alt: `${name}, ${side} view` },
        file: { data, mimetype: 'image/webp', name: filename, size: data.byteLength },
        overrideAccess: true,
      })
      ids.push(media.id)
    } catch (error) {
      if (!(error instanceof PreviewError)) payload.logger.warn({ err: error }, `No ${side} product shot for ${slug}`)
    }
  }
  return ids
}

async function platformDetails(payload: Payload, id: number): Promise<{ sides: PreviewSide[]; hardware: number[] }> {
  const platform = await payload.findByID({
    collection: 'platforms',
    id,
    depth: 0,
    select: { previewSides: true, hardwares: true },
    overrideAccess: true,
  })
  return {
    sides: PREVIEW_SIDES.filter((side) => (platform.previewSides ?? []).includes(side)),
    hardware: (platform.hardwares ?? []).map((h) => h.stock ?? 0),
  }
}

/** Cap of `availableQuantity` when nothing in a configuration is counted (every part sold on back-order). */
export const UNLIMITED_BUILDS = 99

/**
 * How many of a prebuilt product the workshop can build now: the smallest on-hand stock among the platform's hardware
 * and the chosen inventoried values that stop selling when out of stock (policy 2 values never limit).
 */
export function buildableCount(catalog: CreatorCatalog, selection: Selection, hardware: number[]): number {
  const values = new Map(catalog.options.flatMap((o) => o.values.map((v) => [v.id, { v, o }] as const)))
  const limits = [...hardware]
  for (const chosen of Object.values(selection.options)) {
    if (typeof chosen !== 'number') continue
    const found = values.get(chosen)
    if (found?.o.isInventoried && found.v.stockPolicy !== STOCK_POLICY_CONTINUE) limits.push(found.v.stock)
  }
  return Math.max(0, Math.min(UNLIMITED_BUILDS, ...limits))
}

type Saved = { ok: true; product: Product; created: boolean } | { ok: false; response: Response }
const refused = (status: number, message: string): Saved => ({ ok: false, response: fail(status, message) })

/** Validates and writes a product from the creator's form; `existing` for a save of a product already stored. */
async function save(
  req: PayloadRequest,
  form: Form,
  platformRef: number | string,
  existing: Product | null,
): Promise<Saved> {
  const { payload } = req
  const platform = await findPlatform(payload, platformRef)
  if (!platform) return refused(404, `There is no platform "${platformRef}".`)

  // A prebuilt product is one controller: its stock and price are checked and computed for a quantity of 1.
  const sent = { ...form.data.selected, quantity: 1 }
  // The engine's verdict, as validateConfiguration gives it; the catalog is kept for the stock count.
  let catalog: CreatorCatalog
  try {
    catalog = await loadCreatorCatalog(payload, platform.slug)
  } catch (error) {
    if (error instanceof UnknownPlatformError) return refused(404, error.message)
    throw error
  }
  const verdict: Verdict = validateSelection(catalog, sent)
  if (!verdict.ok) return refused(422, verdict.message)

  const slug = form.slug || slugify(form.name)
  if (!isValidSlug(slug))
    return refused(400, `The slug "${slug}" is invalid: use lower-case letters, digits and single hyphens.`)
  const taken = await payload.find({
    collection: 'products',
    where: existing
      ? { and: [{ slug: { equals: slug } }, { id: { not_equals: existing.id } }] }
      : { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  if (taken.docs[0]) return refused(409, `The slug "${slug}" is taken by "${taken.docs[0].name}": choose another.`)

  let label: number | null = null
  if (form.label_id) {
    const found = await payload.find({
      collection: 'labels',
      where: { id: { equals: form.label_id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!found.docs[0]) return refused(400, `There is no label ${form.label_id}.`)
    label = found.docs[0].id
  }

  const selection = verdict.selection
  const { itemSubtotal, optionsSubtotal } = verdict.price
  const configuration = {
    selected: selection,
    ...(form.data.tempPull ? { tempPull: form.data.tempPull } : {}),
  }
  const details = await platformDetails(payload, platform.id)
  const storedSelection = (existing?.configuration as { selected?: unknown } | null | undefined)?.selected
  const pictureChanged =
    !existing || !isDeepStrictEqual(storedSelection, selection) || (existing.images ?? []).length === 0
  const images = pictureChanged
    ? await productShots(payload, { slug: platform.slug, sides: details.sides }, selection, form.name, slug)
    : null

  const data = {
    name: form.name,
    slug,
    platform: platform.id,
    type: selection.rapidEnabled ? ('modded_controller' as const) : ('standard_controller' as const),
    price: itemSubtotal + optionsSubtotal,
    label,
    inStock: form.in_stock ?? true,
    availableQuantity: buildableCount(catalog, selection, details.hardware),
    listingText: form.listing_text || null,
    ...(form.description === undefined && existing ? {} : { description: plainToRichText(form.description ?? '') }),
    isConfigurable: true,
    custom: true,
    configuration,
    ...(images && (images.length > 0 || !existing) ? { images: images.map((image) => ({ image })) } : {}),
  }
  try {
    const product = existing
      ? await payload.update({ collection: 'products', id: existing.id, data, depth: 0, overrideAccess: true })
      : await payload.create({
          collection: 'products',
          data: { ...data, status: 'active' },
          depth: 0,
          overrideAccess: true,
        })
    return { ok: true, product, created: !existing }
  } catch (error) {
    // A field rule the checks above do not repeat (lengths, a slug taken meanwhile): the client's to fix.
    if (error instanceof ValidationError) return refused(400, error.message)
    throw error
  }
}

const answer = (saved: Extract<Saved, { ok: true }>) =>
  Response.json(
    {
      message: saved.created ? 'Product Created' : 'Product Saved',
      productUrl: productUrl(saved.product.id),
      product: {
        id: saved.product.id,
        uid: saved.product.uid,
        slug: saved.product.slug,
        name: saved.product.name,
        price: saved.product.price,
      },
    },
    { status: saved.created ? 201 : 200 },
  )

/**
 * Payload's own handler for a route of the products collection (the one the creator's endpoint stands in front
 * of), or null when there is none.
 */
function payloadHandler(req: PayloadRequest, method: string, path: string) {
  const endpoints = req.payload.collections.products?.config.endpoints || []
  return (
    endpoints.find((e) => e.method === method && e.path === path && !(e.custom && CREATOR_ENDPOINT in e.custom))
      ?.handler ?? null
  )
}

/** POST /api/products: the creator's create, or Payload's REST create for any other body. */
export const createProductEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  custom: { [CREATOR_ENDPOINT]: true },
  handler: async (req) => {
    const type = (req.headers?.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    const rest = payloadHandler(req, 'post', '/')
    // Multipart (the admin panel) and other bodies are not the creator's: Payload reads them itself.
    if (req.body && type !== 'application/json' && rest) return rest(req)
    const body = await readJsonBody(req, BODY_HINT, 1024 * 1024)
    if (!body.ok) return fail(body.status, body.message)
    if (!isCreatorBody(body.value) && rest) {
      // Hand the body Payload's REST create would have read back to it.
      const text = JSON.stringify(body.value)
      Object.assign(req, { text: async () => text, json: async () => body.value })
      return rest(req)
    }
    if (!isAdmin(req.user)) return forbidden()
    const parsed = createSchema.safeParse(body.value)
    if (!parsed.success) return fail(400, describeZodError(parsed.error, 'The request body'))
    const saved = await save(req, parsed.data.product, parsed.data.platform_id, null)
    return saved.ok ? answer(saved) : saved.response
  },
}

/** PUT /api/products/{id}: the creator's save of an existing prebuilt product. */
export const updateProductEndpoint: Endpoint = {
  path: '/:id',
  method: 'put',
  custom: { [CREATOR_ENDPOINT]: true },
  handler: async (req) => {
    if (!isAdmin(req.user)) return forbidden()
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return fail(404, `There is no product "${id}".`)
    const body = await readJsonBody(req, BODY_HINT)
    if (!body.ok) return fail(body.status, body.message)
    const parsed = updateSchema.safeParse(body.value)
    if (!parsed.success) return fail(400, describeZodError(parsed.error, 'The request body'))
    const existing = (
      await req.payload.find({
        collection: 'products',
        where: { id: { equals: Number(id) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    if (!existing) return fail(404, `There is no product ${id}.`)
    if (!existing.isConfigurable)
      return fail(409, `"${existing.name}" is not a configured controller: edit it in the admin panel.`)
    const platform =
      parsed.data.platform_id ?? (typeof existing.platform === 'object' ? existing.platform?.id : existing.platform)
    if (platform === null || platform === undefined)
      return fail(400, `"${existing.name}" has no platform: send platform_id.`)
    const saved = await save(req, parsed.data.product, platform, existing)
    return saved.ok ? answer(saved) : saved.response
  },
}

/** The creator's endpoints on the products collection (registered by the creator-admin plugin). */
export const productAdminEndpoints: Endpoint[] = [createProductEndpoint, updateProductEndpoint]
