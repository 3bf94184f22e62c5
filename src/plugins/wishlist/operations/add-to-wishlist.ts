import type { PayloadRequest } from 'payload'
import { NotFoundError, RuleError } from '../../../lib/errors'
import {
  isConfigurationKey,
  keyOf,
  MAX_WISHLIST_ITEMS,
  WISHLIST_MESSAGES,
  type WishlistReply,
  type WishlistTarget,
  wishlistFullMessage,
} from '../../../lib/wishlist'
import { consume } from '../../../server/rate-limit'
import { inTransaction } from '../../../server/transaction'
import { lockWishlist } from '../lock'
import { countItems, customerOf, entryOf, topPosition } from '../queries'

/** A product that can be saved: it exists (NotFound otherwise) and is not discontinued (RuleError). */
async function savableProduct(req: PayloadRequest, id: number, base = false) {
  const product = await req.payload.findByID({
    collection: 'products',
    id,
    select: { status: true },
    depth: 0,
    disableErrors: true,
    overrideAccess: false, // the catalog's public read
    req,
  })
  if (!product) throw new NotFoundError(WISHLIST_MESSAGES.productMissing)
  if (!base && product.status === 'discontinued') throw new RuleError(WISHLIST_MESSAGES.discontinued)
  return product
}

/** A stored configuration by its uid (the handle the creator gave the shopper); NotFound otherwise. */
async function configurationOf(req: PayloadRequest, uid: string) {
  const found = isConfigurationKey(uid)
    ? (
        await req.payload.find({
          collection: 'configurations',
          where: { uid: { equals: uid } },
          select: { uid: true },
          limit: 1,
          depth: 0,
          pagination: false,
          // Whoever holds it may save it (a guest's configuration, stashed and saved after sign-in, has no owner).
          overrideAccess: true, // read by its secret uid, not by owner; only its name, picture and price are shown
          req,
        })
      ).docs[0]
    : undefined
  if (!found) throw new NotFoundError(WISHLIST_MESSAGES.configurationMissing)
  return found
}

/**
 * Saves a product, or a stored configuration (by its uid, with the product it was built from when there is one), to
 * the signed-in customer's wish list, at the top. Saving what is already there succeeds and says so. Refused: a
 * missing product or configuration (404), a discontinued product or a full list (422), too many adds (429). The
 * duplicate check, the cap and the position are decided under the customer's lock, so parallel adds of one item make
 * one entry.
 */
export async function addToWishlist(
  req: PayloadRequest,
  target: WishlistTarget,
): Promise<WishlistReply & { already: boolean }> {
  const customer = customerOf(req)
  await consume(req, 'wishlist', String(customer.id))
  const product = 'productId' in target ? await savableProduct(req, target.productId) : null
  const configuration = 'configurationId' in target ? await configurationOf(req, target.configurationId) : null
  const base =
    'configurationId' in target && target.baseProductId ? await savableProduct(req, target.baseProductId, true) : null

  return inTransaction(req, async () => {
    await lockWishlist(req, customer.id)
    if (await entryOf(req, customer.id, keyOf(target)))
      return { error: false as const, message: WISHLIST_MESSAGES.already, already: true }
    if ((await countItems(req, customer.id)) >= MAX_WISHLIST_ITEMS) throw new RuleError(wishlistFullMessage())
    await req.payload.create({
      collection: 'wishlist-items',
      data: {
        customer: customer.id,
        product: product?.id ?? null,
        configuration: configuration?.id ?? null,
        baseProduct: base?.id ?? null,
        position: (await topPosition(req, customer.id)) + 1,
      },
      depth: 0,
      overrideAccess: true, // the one writer of wish lists: the owner is the caller, the item checked above
      req,
    })
    return { error: false as const, message: WISHLIST_MESSAGES.saved, already: false }
  })
}
