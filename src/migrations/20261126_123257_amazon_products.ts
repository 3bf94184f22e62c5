import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "amazon_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" varchar NOT NULL,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"price" numeric,
  	"link" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"clicks" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "listing_amazon_group" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "amazon_products_id" integer;
  ALTER TABLE "amazon_products" ADD CONSTRAINT "amazon_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "amazon_products_group_idx" ON "amazon_products" USING btree ("group");
  CREATE INDEX "amazon_products_image_idx" ON "amazon_products" USING btree ("image_id");
  CREATE INDEX "amazon_products_active_idx" ON "amazon_products" USING btree ("active");
  CREATE INDEX "amazon_products_updated_at_idx" ON "amazon_products" USING btree ("updated_at");
  CREATE INDEX "amazon_products_created_at_idx" ON "amazon_products" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_amazon_products_fk" FOREIGN KEY ("amazon_products_id") REFERENCES "public"."amazon_products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_amazon_products_id_idx" ON "payload_locked_documents_rels" USING btree ("amazon_products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "amazon_products" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "amazon_products" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_amazon_products_fk";
  
  DROP INDEX "payload_locked_documents_rels_amazon_products_id_idx";
  ALTER TABLE "pages" DROP COLUMN "listing_amazon_group";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "amazon_products_id";`)
}
