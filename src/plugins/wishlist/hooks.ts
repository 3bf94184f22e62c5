import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted product leaves every wish list, in the delete's transaction (an entry of nothing would stay behind). */
export const forgetDeletedProduct: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({
    collection: 'wishlist-items',
    where: { or: [{ product: { equals: id } }, { baseProduct: { equals: id } }] },
    req,
    overrideAccess: true, // the catalog's delete, whoever may delete the product; customers' entries of it go with it
  })
}
