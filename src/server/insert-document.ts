import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { insertRows, snakeCase } from './set-insert'
import { transactionSql } from './sql'

const asIso = (value: unknown) => new Date(value as string | Date).toISOString()

/**
 * Writes a new document with all its array rows in ONE statement on the request's transaction (issue 32 item 3), for
 * the checkout's hot writes: Payload's create built and sent a statement per table, then read the whole document
 * back. The collection's own beforeChange and afterChange hooks still run, with `operation: 'create'`, as Payload runs
 * them, so a plugin that extends the collection sees every new document. Field-level hooks, defaults and validation
 * do not run: the caller's operation builds the data whole, the columns' defaults are the database's, and each
 * caller's equivalence test reads a document written here and one written by Payload and compares them. Kinds of
 * field this cannot store are refused (`rowsOfDocument`).
 */
export async function insertDocument<S extends CollectionSlug>(
  req: PayloadRequest,
  slug: S,
  data: RequiredDataFromCollectionSlug<S>,
): Promise<DataFromCollectionSlug<S>> {
  const collection = req.payload.collections[slug].config
  const context = req.context
  let input = data as Record<string, unknown>
  for (const hook of collection.hooks?.beforeChange ?? [])
    input =
      (await hook({ collection, context, data: input, operation: 'create', originalDoc: undefined, req })) ?? input
  const table =
    collection.dbName && typeof collection.dbName === 'string' ? collection.dbName : snakeCase(slug).replace(/-/g, '_')
  const { row, document } = await insertRows(await transactionSql(req), table, collection.flattenedFields, input)
  let doc = { ...document, id: row.id, createdAt: asIso(row.created_at), updatedAt: asIso(row.updated_at) }
  for (const hook of collection.hooks?.afterChange ?? [])
    doc = (await hook({ collection, context, data: input, doc, operation: 'create', previousDoc: {}, req })) ?? doc
  return doc as DataFromCollectionSlug<S>
}
