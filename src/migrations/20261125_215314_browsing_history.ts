import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "browsing_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "browsing_history_id" integer;
  ALTER TABLE "browsing_history" ADD CONSTRAINT "browsing_history_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "browsing_history" ADD CONSTRAINT "browsing_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "browsing_history_customer_idx" ON "browsing_history" USING btree ("customer_id");
  CREATE INDEX "browsing_history_product_idx" ON "browsing_history" USING btree ("product_id");
  CREATE INDEX "browsing_history_viewed_at_idx" ON "browsing_history" USING btree ("viewed_at");
  CREATE INDEX "browsing_history_updated_at_idx" ON "browsing_history" USING btree ("updated_at");
  CREATE INDEX "browsing_history_created_at_idx" ON "browsing_history" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_browsing_history_fk" FOREIGN KEY ("browsing_history_id") REFERENCES "public"."browsing_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_browsing_history_id_idx" ON "payload_locked_documents_rels" USING btree ("browsing_history_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "browsing_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "browsing_history" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_browsing_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_browsing_history_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "browsing_history_id";`)
}
