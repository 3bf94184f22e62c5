import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "rating" numeric DEFAULT 0;
  ALTER TABLE "products" ADD COLUMN "total_reviews" numeric DEFAULT 0;
  CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating");`)
  // Existing stores: every product's summary from its approved reviews (later changes keep it by the reviews' hooks).
  await db.execute(sql`
   UPDATE "products" p SET "rating" = s.rating, "total_reviews" = s.total
   FROM (SELECT "product_id", round(avg("stars"), 1) AS rating, count(*) AS total FROM "reviews"
         WHERE "status" = 'approved' AND "product_id" IS NOT NULL GROUP BY "product_id") s
   WHERE p."id" = s."product_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_rating_idx";
  ALTER TABLE "products" DROP COLUMN "rating";
  ALTER TABLE "products" DROP COLUMN "total_reviews";`)
}
