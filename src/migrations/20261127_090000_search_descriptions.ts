import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Site search reads a product's description too (issue 27, finding 16): the products' GIN index is rebuilt on the new
// document (src/lib/search/ts-query.ts SEARCH_DOCUMENTS, written out here as it was when this migration was made; a
// query must use exactly the same expression to use its index). No table changes.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_search_idx";
  CREATE INDEX "products_search_idx" ON "products" USING gin ((setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(listing_text, '')), 'B') || setweight(jsonb_to_tsvector('english', coalesce(jsonb_path_query_array(description, 'strict $.**.text'), '[]'::jsonb), '["string"]'), 'C')));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_search_idx";
  CREATE INDEX "products_search_idx" ON "products" USING gin ((setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(listing_text, '')), 'B')));`)
}
