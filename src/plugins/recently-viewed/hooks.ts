import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted product leaves every customer's history, in the delete's transaction: a history row names its product
 * (required), and the relationship's foreign key would otherwise try to set it null and refuse the delete.
 */
export const forgetDeletedProduct: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({
    collection: 'browsing-history',
    where: { product: { equals: id } },
    req,
    overrideAccess: true, // the catalog's delete, whoever may delete the product; the rows are only bookkeeping
  })
}
