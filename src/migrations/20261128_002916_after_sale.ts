import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_shipment_carrier" AS ENUM('usps', 'ups', 'fedex', 'dhl');
  CREATE TYPE "public"."enum_refunds_status" AS ENUM('pending', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_refunds_source" AS ENUM('store', 'external');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-refund', 'order-mail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-refund', 'order-mail');
  CREATE TABLE "orders_lines_tracking_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"description" varchar NOT NULL,
  	"location" varchar
  );
  
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"status" "enum_refunds_status" DEFAULT 'pending' NOT NULL,
  	"amount" numeric NOT NULL,
  	"provider" varchar NOT NULL,
  	"source" "enum_refunds_source" DEFAULT 'store' NOT NULL,
  	"by_id" integer,
  	"reason" varchar,
  	"provider_refund_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_lines" ADD COLUMN "shipment_carrier" "enum_orders_lines_shipment_carrier";
  ALTER TABLE "orders_lines" ADD COLUMN "shipment_service" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "shipment_tracking_number" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "shipment_shipped_at" timestamp(3) with time zone;
  ALTER TABLE "orders_lines" ADD COLUMN "shipment_tracking_url" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "anticipated_shipped_at" timestamp(3) with time zone;
  ALTER TABLE "orders_lines" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  ALTER TABLE "orders_status_history" ADD COLUMN "line" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "orders_lines_tracking_events" ADD CONSTRAINT "orders_lines_tracking_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_lines_tracking_events_order_idx" ON "orders_lines_tracking_events" USING btree ("_order");
  CREATE INDEX "orders_lines_tracking_events_parent_id_idx" ON "orders_lines_tracking_events" USING btree ("_parent_id");
  CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
  CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");
  CREATE INDEX "refunds_by_idx" ON "refunds" USING btree ("by_id");
  CREATE UNIQUE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id");
  CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");`)
  // Refunds made before this issue were transactions of kind 'refund': each becomes a refund record, so what remains
  // to refund of those orders is counted the same way from now on.
  await db.execute(sql`
  INSERT INTO "refunds" ("order_id", "status", "amount", "provider", "source", "reason", "provider_refund_id",
    "idempotency_key", "error", "updated_at", "created_at")
  SELECT "order_id",
    (CASE WHEN "status" = 'succeeded' THEN 'succeeded' WHEN "status" IN ('failed', 'canceled') THEN 'failed'
      ELSE 'pending' END)::"enum_refunds_status",
    "amount", "provider", 'store', "data"->>'reason', "provider_id",
    COALESCE("idempotency_key", 'transaction-' || "id"), "error", "updated_at", "created_at"
  FROM "transactions" WHERE "kind" = 'refund' AND "order_id" IS NOT NULL
  ON CONFLICT DO NOTHING;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines_tracking_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines_tracking_events" CASCADE;
  DROP TABLE "refunds" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  ALTER TABLE "orders_lines" DROP COLUMN "shipment_carrier";
  ALTER TABLE "orders_lines" DROP COLUMN "shipment_service";
  ALTER TABLE "orders_lines" DROP COLUMN "shipment_tracking_number";
  ALTER TABLE "orders_lines" DROP COLUMN "shipment_shipped_at";
  ALTER TABLE "orders_lines" DROP COLUMN "shipment_tracking_url";
  ALTER TABLE "orders_lines" DROP COLUMN "anticipated_shipped_at";
  ALTER TABLE "orders_lines" DROP COLUMN "delivered_at";
  ALTER TABLE "orders_status_history" DROP COLUMN "line";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  DROP TYPE "public"."enum_orders_lines_shipment_carrier";
  DROP TYPE "public"."enum_refunds_status";
  DROP TYPE "public"."enum_refunds_source";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
