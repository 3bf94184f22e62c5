import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_return_reasons_kind" AS ENUM('general', 'repair', 'upgrade', 'other');
  CREATE TYPE "public"."enum_rmas_status" AS ENUM('label_payment_pending', 'return_label_issued', 'being_returned', 'return_received', 'refunded', 'rejected', 'canceled');
  CREATE TYPE "public"."enum_rmas_label_payment_status" AS ENUM('none', 'pending', 'paid', 'failed', 'refunded');
  CREATE TYPE "public"."enum_site_settings_returns_label_rates_carrier" AS ENUM('usps', 'fedex');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'return-deadline';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refund-label';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'return-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'return-deadline';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refund-label';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'return-mail';
  CREATE TABLE "return_reasons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"kind" "enum_return_reasons_kind" DEFAULT 'general' NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rmas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_rmas_status" NOT NULL,
  	"product_name" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"order_id" integer NOT NULL,
  	"order_product" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"reason_id" integer,
  	"reason_label" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"own_send" boolean DEFAULT false,
  	"deadline" timestamp(3) with time zone,
  	"attempt_key" varchar,
  	"label_carrier" varchar,
  	"label_service" varchar,
  	"label_method_name" varchar,
  	"label_drop_type" varchar,
  	"label_drop_type_label" varchar,
  	"label_price" numeric,
  	"label_address" jsonb,
  	"label_payment_provider" varchar,
  	"label_payment_id" varchar,
  	"label_payment_status" "enum_rmas_label_payment_status" DEFAULT 'none',
  	"label_file_id" integer,
  	"label_tracking_number" varchar,
  	"label_label_url" varchar,
  	"label_shipment_id" varchar,
  	"label_rate_id" varchar,
  	"received_units" numeric,
  	"received_damaged" numeric,
  	"received_at" timestamp(3) with time zone,
  	"received_by_id" integer,
  	"received_note" varchar,
  	"bill_order_grand_total" numeric,
  	"bill_sda_price" numeric,
  	"bill_shipping_cost" numeric,
  	"bill_restocking_fee" numeric,
  	"bill_refund_total" numeric,
  	"refund_id" integer,
  	"closed_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "return_labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "site_settings_returns_label_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"carrier" "enum_site_settings_returns_label_rates_carrier" NOT NULL,
  	"service" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  ALTER TABLE "orders_lines" ADD COLUMN "stock_keys" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "return_reasons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rmas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "return_labels_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "returns_restocking_fee" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "rmas" ADD CONSTRAINT "rmas_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rmas" ADD CONSTRAINT "rmas_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rmas" ADD CONSTRAINT "rmas_reason_id_return_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."return_reasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rmas" ADD CONSTRAINT "rmas_label_file_id_return_labels_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."return_labels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rmas" ADD CONSTRAINT "rmas_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rmas" ADD CONSTRAINT "rmas_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_returns_label_rates" ADD CONSTRAINT "site_settings_returns_label_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "return_reasons_updated_at_idx" ON "return_reasons" USING btree ("updated_at");
  CREATE INDEX "return_reasons_created_at_idx" ON "return_reasons" USING btree ("created_at");
  CREATE INDEX "rmas_status_idx" ON "rmas" USING btree ("status");
  CREATE INDEX "rmas_order_idx" ON "rmas" USING btree ("order_id");
  CREATE INDEX "rmas_order_product_idx" ON "rmas" USING btree ("order_product");
  CREATE INDEX "rmas_customer_idx" ON "rmas" USING btree ("customer_id");
  CREATE INDEX "rmas_reason_idx" ON "rmas" USING btree ("reason_id");
  CREATE UNIQUE INDEX "rmas_attempt_key_idx" ON "rmas" USING btree ("attempt_key");
  CREATE INDEX "rmas_label_label_file_idx" ON "rmas" USING btree ("label_file_id");
  CREATE INDEX "rmas_received_received_by_idx" ON "rmas" USING btree ("received_by_id");
  CREATE INDEX "rmas_refund_idx" ON "rmas" USING btree ("refund_id");
  CREATE INDEX "rmas_updated_at_idx" ON "rmas" USING btree ("updated_at");
  CREATE INDEX "rmas_created_at_idx" ON "rmas" USING btree ("created_at");
  CREATE INDEX "return_labels_updated_at_idx" ON "return_labels" USING btree ("updated_at");
  CREATE INDEX "return_labels_created_at_idx" ON "return_labels" USING btree ("created_at");
  CREATE UNIQUE INDEX "return_labels_filename_idx" ON "return_labels" USING btree ("filename");
  CREATE INDEX "site_settings_returns_label_rates_order_idx" ON "site_settings_returns_label_rates" USING btree ("_order");
  CREATE INDEX "site_settings_returns_label_rates_parent_id_idx" ON "site_settings_returns_label_rates" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_return_reasons_fk" FOREIGN KEY ("return_reasons_id") REFERENCES "public"."return_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rmas_fk" FOREIGN KEY ("rmas_id") REFERENCES "public"."rmas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_return_labels_fk" FOREIGN KEY ("return_labels_id") REFERENCES "public"."return_labels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_return_reasons_id_idx" ON "payload_locked_documents_rels" USING btree ("return_reasons_id");
  CREATE INDEX "payload_locked_documents_rels_rmas_id_idx" ON "payload_locked_documents_rels" USING btree ("rmas_id");
  CREATE INDEX "payload_locked_documents_rels_return_labels_id_idx" ON "payload_locked_documents_rels" USING btree ("return_labels_id");`)
  // Every store starts with the reasons the form offers and the demo's label prices; merchandisers edit both.
  await db.execute(sql`
  INSERT INTO "return_reasons" ("label", "kind", "sort_order", "active") VALUES
    ('Changed my mind', 'general', 10, true),
    ('Ordered the wrong item', 'general', 20, true),
    ('Not as described', 'general', 30, true),
    ('Arrived damaged or defective', 'general', 40, true),
    ('Send it in for repair', 'repair', 50, true),
    ('Send it in for an upgrade', 'upgrade', 60, true),
    ('Other', 'other', 70, true);
  INSERT INTO "site_settings_returns_label_rates" ("_order", "_parent_id", "id", "carrier", "service", "name", "price")
    SELECT r.ord, s.id, substr(md5(random()::text || r.ord::text), 1, 24), r.carrier::"enum_site_settings_returns_label_rates_carrier", r.service, r.name, r.price
    FROM "site_settings" s CROSS JOIN (VALUES
      (1, 'usps', 'GroundAdvantage', 'USPS Ground Advantage', 895),
      (2, 'usps', 'Priority', 'USPS Priority Mail', 1240),
      (3, 'fedex', 'FEDEX_GROUND', 'FedEx Ground', 1375),
      (4, 'fedex', 'FEDEX_EXPRESS_SAVER', 'FedEx Express Saver', 2490)
    ) AS r(ord, carrier, service, name, price);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "return_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rmas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "return_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_returns_label_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "return_reasons" CASCADE;
  DROP TABLE "rmas" CASCADE;
  DROP TABLE "return_labels" CASCADE;
  DROP TABLE "site_settings_returns_label_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_return_reasons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rmas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_return_labels_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-refund', 'order-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-refund', 'order-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_return_reasons_id_idx";
  DROP INDEX "payload_locked_documents_rels_rmas_id_idx";
  DROP INDEX "payload_locked_documents_rels_return_labels_id_idx";
  ALTER TABLE "orders_lines" DROP COLUMN "stock_keys";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "return_reasons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rmas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "return_labels_id";
  ALTER TABLE "site_settings" DROP COLUMN "returns_restocking_fee";
  DROP TYPE "public"."enum_return_reasons_kind";
  DROP TYPE "public"."enum_rmas_status";
  DROP TYPE "public"."enum_rmas_label_payment_status";
  DROP TYPE "public"."enum_site_settings_returns_label_rates_carrier";`)
}
