import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'
import { ADDRESS_BOOK_MESSAGES, MAX_ADDRESSES } from '../../lib/address'
import { idOf } from '../../lib/relations'
import { lockAddressBook } from './lock'

/** Marks the hooks' own writes (clearing the old primary, promoting a new one) so they do not run the rules again. */
const KEEPING = 'padforgeKeepingPrimary'

const SLUG = 'shipping-addresses'

async function count(req: PayloadRequest, customer: number, primaryOnly: boolean): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: SLUG,
    where: {
      and: [{ customer: { equals: customer } }, ...(primaryOnly ? [{ isPrimary: { equals: true } }] : [])],
    },
    overrideAccess: true, // the hook keeps one primary per customer, whoever wrote (the admin too)
    req,
  })
  return totalDocs
}

/**
 * Before any write of an address: the owner's address book is locked for the transaction, a new address is refused
 * past the cap (422) and becomes primary when the customer has none, and the primary address cannot be switched off
 * directly (making another one primary does that).
 */
export const guardAddressBook: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (req.context?.[KEEPING]) return data
  const customer = idOf(operation === 'create' ? data.customer : originalDoc?.customer)
  if (customer === null) return data
  await lockAddressBook(req, customer)
  if (operation === 'create') {
    if ((await count(req, customer, false)) >= MAX_ADDRESSES) throw new APIError(ADDRESS_BOOK_MESSAGES.full, 422)
    if ((await count(req, customer, true)) === 0) data.isPrimary = true
  } else if (originalDoc?.isPrimary && data.isPrimary === false) {
    throw new APIError(ADDRESS_BOOK_MESSAGES.keepPrimary, 400)
  }
  return data
}

async function withKeeping<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } finally {
    // The local API writes `context` onto the shared request: take the mark off again for the caller's next write.
    if (req.context) delete req.context[KEEPING]
  }
}

/** A primary address clears the customer's other primary address in the same transaction. */
export const keepOnePrimary: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!doc.isPrimary || req.context?.[KEEPING]) return doc
  const customer = idOf(doc.customer)
  if (customer === null) return doc
  await withKeeping(req, () =>
    req.payload.update({
      collection: SLUG,
      where: {
        and: [{ customer: { equals: customer } }, { isPrimary: { equals: true } }, { id: { not_equals: doc.id } }],
      },
      data: { isPrimary: false },
      depth: 0,
      overrideAccess: true, // the hook keeps one primary per customer, whoever wrote (the admin too)
      context: { [KEEPING]: true },
      req,
    }),
  )
  return doc
}

/** Deleting: the owner's address book is locked first (a delete and a make-primary never interleave). */
export const lockBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const found = await req.payload.findByID({
    collection: SLUG,
    id,
    depth: 0,
    select: { customer: true },
    overrideAccess: true, // the hook keeps one primary per customer, whoever wrote (the admin too)
    disableErrors: true,
    req,
  })
  const customer = idOf(found?.customer)
  if (customer !== null) await lockAddressBook(req, customer)
}

/** Deleting the primary address promotes the newest remaining one. */
export const promoteNewest: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const customer = idOf(doc.customer)
  if (!doc.isPrimary || customer === null) return doc
  const { docs } = await req.payload.find({
    collection: SLUG,
    where: { customer: { equals: customer } },
    sort: ['-createdAt', '-id'],
    limit: 1,
    depth: 0,
    select: { isPrimary: true },
    overrideAccess: true, // the hook keeps one primary per customer, whoever wrote (the admin too)
    req,
  })
  const newest = docs[0]
  if (newest)
    await withKeeping(req, () =>
      req.payload.update({
        collection: SLUG,
        id: newest.id,
        data: { isPrimary: true },
        depth: 0,
        overrideAccess: true, // the hook keeps one primary per customer, whoever wrote (the admin too)
        context: { [KEEPING]: true },
        req,
      }),
    )
  return doc
}
