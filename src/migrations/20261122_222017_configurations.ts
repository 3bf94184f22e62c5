import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "configurations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"platform_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"configurable" boolean DEFAULT true,
  	"selected" jsonb NOT NULL,
  	"temp_pull" jsonb,
  	"price_item_subtotal" numeric NOT NULL,
  	"price_options_subtotal" numeric NOT NULL,
  	"price_order_total" numeric NOT NULL,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "configurations_id" integer;
  ALTER TABLE "configurations" ADD CONSTRAINT "configurations_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configurations" ADD CONSTRAINT "configurations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "configurations_uid_idx" ON "configurations" USING btree ("uid");
  CREATE INDEX "configurations_platform_idx" ON "configurations" USING btree ("platform_id");
  CREATE INDEX "configurations_created_by_idx" ON "configurations" USING btree ("created_by_id");
  CREATE INDEX "configurations_updated_at_idx" ON "configurations" USING btree ("updated_at");
  CREATE INDEX "configurations_created_at_idx" ON "configurations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_configurations_fk" FOREIGN KEY ("configurations_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_configurations_id_idx" ON "payload_locked_documents_rels" USING btree ("configurations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "configurations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "configurations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_configurations_fk";
  
  DROP INDEX "payload_locked_documents_rels_configurations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "configurations_id";`)
}
