import { isDeepStrictEqual } from 'node:util'
import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { buildableCount } from '../../../creator/buildable'
import type { tempPullSchema } from '../../../creator/selection'
import { findPlatform, loadCreatorCatalog } from '../../../creator/server/load-catalog'
import { validateSelection } from '../../../creator/validate'
import { ConflictError, InputError, NotFoundError, RuleError } from '../../../lib/errors'
import { PREVIEW_SIDES } from '../../../lib/platforms'
import { isValidSlug, slugify } from '../../../lib/slug'
import type { Product } from '../../../payload-types'
import { inTransaction } from '../../../server/transaction'
import { plainToRichText } from '../description'
import { productShots } from './product-shots'

/** The creator's product form (creator.md section 6), already parsed. */
export interface ProductForm {
  data: { selected: Record<string, unknown>; tempPull?: z.infer<typeof tempPullSchema> | null }
  name: string
  slug?: string | null
  label_id?: number | null
  in_stock?: boolean | null
  listing_text?: string | null
  /** Plain text (paragraphs split by blank lines, "- " bullets); left out on a save, the stored one is kept. */
  description?: string | null
}

/** Where a prebuilt configured product is shown. */
export const productUrl = (id: number) => `/configured-controller/${id}`

async function slugFor(req: PayloadRequest, form: ProductForm, existing: Product | null): Promise<string> {
  const slug = form.slug || slugify(form.name)
  if (!isValidSlug(slug))
    throw new InputError(`The slug "${slug}" is invalid: use lower-case letters, digits and single hyphens.`)
  const taken = await req.payload.find({
    collection: 'products',
    where: existing
      ? { and: [{ slug: { equals: slug } }, { id: { not_equals: existing.id } }] }
      : { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: { name: true },
    req,
    overrideAccess: false,
  })
  if (taken.docs[0]) throw new ConflictError(`The slug "${slug}" is taken by "${taken.docs[0].name}": choose another.`)
  return slug
}

async function labelOf(req: PayloadRequest, labelId: number | null | undefined): Promise<number | null> {
  if (!labelId) return null
  const found = await req.payload.find({
    collection: 'labels',
    where: { id: { equals: labelId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  if (!found.docs[0]) throw new InputError(`There is no label ${labelId}.`)
  return found.docs[0].id
}

/**
 * Validates and writes a prebuilt configured product from the creator's admin mode (creator.md sections 4 and 6):
 * the engine checks the configuration for one controller (RuleError with its message) and prices it, so the price is
 * the server's; `availableQuantity` is derived (`buildableCount`); pictures are composed when the configuration
 * changed. Product and pictures are written in one transaction, with the caller's rights (catalog access).
 * `existing` for a save of a product already stored.
 */
export async function saveProduct(
  req: PayloadRequest,
  input: { form: ProductForm; platform: number | string; existing: Product | null },
): Promise<{ product: Product; created: boolean }> {
  const { form, existing } = input
  const platform = await findPlatform(req.payload, input.platform)
  const catalog = await loadCreatorCatalog(req.payload, platform)
  // A prebuilt product is one controller: its stock and price are checked and computed for a quantity of 1.
  const verdict = validateSelection(catalog, { ...form.data.selected, quantity: 1 })
  if (!verdict.ok) throw new RuleError(verdict.message)

  return inTransaction(req, async () => {
    const slug = await slugFor(req, form, existing)
    const label = await labelOf(req, form.label_id)
    const selection = verdict.selection
    const storedSelection = (existing?.configuration as { selected?: unknown } | null | undefined)?.selected
    const pictureChanged =
      !existing || !isDeepStrictEqual(storedSelection, selection) || (existing.images ?? []).length === 0
    const sides = PREVIEW_SIDES.filter((side) => (platform.previewSides ?? []).includes(side))
    const images = pictureChanged
      ? await productShots(req, { slug: platform.slug, sides }, selection, { name: form.name, slug })
      : null
    const hardware = (platform.hardwares ?? []).map((h) => h.stock ?? 0)

    const data = {
      name: form.name,
      slug,
      platform: platform.id,
      type: selection.rapidEnabled ? ('modded_controller' as const) : ('standard_controller' as const),
      price: verdict.price.itemSubtotal + verdict.price.optionsSubtotal,
      label,
      inStock: form.in_stock ?? true,
      availableQuantity: buildableCount(catalog, selection, hardware),
      listingText: form.listing_text || null,
      ...(form.description === undefined && existing ? {} : { description: plainToRichText(form.description ?? '') }),
      isConfigurable: true,
      custom: true,
      configuration: { selected: selection, ...(form.data.tempPull ? { tempPull: form.data.tempPull } : {}) },
      ...(images && (images.length > 0 || !existing) ? { images: images.map((image) => ({ image })) } : {}),
    }
    const product = existing
      ? await req.payload.update({
          collection: 'products',
          id: existing.id,
          data,
          depth: 0,
          req,
          overrideAccess: false,
        })
      : await req.payload.create({
          collection: 'products',
          data: { ...data, status: 'active' },
          depth: 0,
          req,
          overrideAccess: false,
        })
    return { product, created: !existing }
  })
}

/** A configured product by id, for a save; NotFound / Conflict when it is missing or not a configured controller. */
export async function configuredProduct(req: PayloadRequest, id: number): Promise<Product> {
  const existing = (
    await req.payload.find({
      collection: 'products',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
    })
  ).docs[0]
  if (!existing) throw new NotFoundError(`There is no product ${id}.`)
  if (!existing.isConfigurable)
    throw new ConflictError(`"${existing.name}" is not a configured controller: edit it in the admin panel.`)
  return existing
}
