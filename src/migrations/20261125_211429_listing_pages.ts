import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_listing_types" AS ENUM('standard_controller', 'modded_controller', 'others');
  CREATE TYPE "public"."enum_pages_listing_facet" AS ENUM('none', 'platform', 'modification');
  ALTER TYPE "public"."enum_pages_kind" ADD VALUE 'listing';
  CREATE TABLE "pages_listing_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_listing_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_listing_platform_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"platform_id" integer
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  ALTER TABLE "pages" ADD COLUMN "listing_intro" varchar;
  ALTER TABLE "pages" ADD COLUMN "listing_facet" "enum_pages_listing_facet" DEFAULT 'none';
  ALTER TABLE "pages" ADD COLUMN "listing_page_size" numeric DEFAULT 24;
  ALTER TABLE "pages_listing_types" ADD CONSTRAINT "pages_listing_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_listing_platform_filters" ADD CONSTRAINT "pages_listing_platform_filters_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_listing_platform_filters" ADD CONSTRAINT "pages_listing_platform_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_listing_types_order_idx" ON "pages_listing_types" USING btree ("order");
  CREATE INDEX "pages_listing_types_parent_idx" ON "pages_listing_types" USING btree ("parent_id");
  CREATE INDEX "pages_listing_platform_filters_order_idx" ON "pages_listing_platform_filters" USING btree ("_order");
  CREATE INDEX "pages_listing_platform_filters_parent_id_idx" ON "pages_listing_platform_filters" USING btree ("_parent_id");
  CREATE INDEX "pages_listing_platform_filters_platform_idx" ON "pages_listing_platform_filters" USING btree ("platform_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_categories_id_idx" ON "pages_rels" USING btree ("categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_listing_types" CASCADE;
  DROP TABLE "pages_listing_platform_filters" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  ALTER TABLE "pages" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "kind" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum_pages_kind";
  CREATE TYPE "public"."enum_pages_kind" AS ENUM('content', 'creator');
  ALTER TABLE "pages" ALTER COLUMN "kind" SET DEFAULT 'content'::"public"."enum_pages_kind";
  ALTER TABLE "pages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_pages_kind" USING "kind"::"public"."enum_pages_kind";
  ALTER TABLE "pages" DROP COLUMN "listing_intro";
  ALTER TABLE "pages" DROP COLUMN "listing_facet";
  ALTER TABLE "pages" DROP COLUMN "listing_page_size";
  DROP TYPE "public"."enum_pages_listing_types";
  DROP TYPE "public"."enum_pages_listing_facet";`)
}
