import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_marketplace_submissions_status" AS ENUM('sent', 'failed', 'not-configured');
  CREATE TABLE "marketplace_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"product_name" varchar NOT NULL,
  	"marketplace" varchar NOT NULL,
  	"status" "enum_marketplace_submissions_status" NOT NULL,
  	"message" varchar,
  	"submitted_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "marketplace_submissions_id" integer;
  ALTER TABLE "marketplace_submissions" ADD CONSTRAINT "marketplace_submissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "marketplace_submissions" ADD CONSTRAINT "marketplace_submissions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "marketplace_submissions_product_idx" ON "marketplace_submissions" USING btree ("product_id");
  CREATE INDEX "marketplace_submissions_submitted_by_idx" ON "marketplace_submissions" USING btree ("submitted_by_id");
  CREATE INDEX "marketplace_submissions_updated_at_idx" ON "marketplace_submissions" USING btree ("updated_at");
  CREATE INDEX "marketplace_submissions_created_at_idx" ON "marketplace_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marketplace_submissions_fk" FOREIGN KEY ("marketplace_submissions_id") REFERENCES "public"."marketplace_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_marketplace_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("marketplace_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "marketplace_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "marketplace_submissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_marketplace_submissions_fk";
  
  DROP INDEX "payload_locked_documents_rels_marketplace_submissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "marketplace_submissions_id";
  DROP TYPE "public"."enum_marketplace_submissions_status";`)
}
