import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payment_sessions_provider" AS ENUM('card', 'paypal');
  CREATE TYPE "public"."enum_payment_sessions_status" AS ENUM('open', 'paid', 'ordered', 'failed', 'refunded', 'canceled');
  CREATE TABLE "payment_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"attempt" varchar NOT NULL,
  	"provider" "enum_payment_sessions_provider" NOT NULL,
  	"status" "enum_payment_sessions_status" DEFAULT 'open' NOT NULL,
  	"provider_id" varchar,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"email" varchar NOT NULL,
  	"customer_id" integer,
  	"order_id" integer,
  	"error" varchar,
  	"checkout" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"session_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "transactions" ADD COLUMN "session_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_alongside" boolean DEFAULT false;
  ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "payment_sessions_attempt_idx" ON "payment_sessions" USING btree ("attempt");
  CREATE INDEX "payment_sessions_status_idx" ON "payment_sessions" USING btree ("status");
  CREATE INDEX "payment_sessions_provider_id_idx" ON "payment_sessions" USING btree ("provider_id");
  CREATE INDEX "payment_sessions_customer_idx" ON "payment_sessions" USING btree ("customer_id");
  CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");
  CREATE INDEX "payment_sessions_updated_at_idx" ON "payment_sessions" USING btree ("updated_at");
  CREATE INDEX "payment_sessions_created_at_idx" ON "payment_sessions" USING btree ("created_at");
  CREATE INDEX "payment_events_session_idx" ON "payment_events" USING btree ("session_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_eventId_idx" ON "payment_events" USING btree ("provider","event_id");
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_sessions_fk" FOREIGN KEY ("payment_sessions_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "transactions_session_idx" ON "transactions" USING btree ("session_id");
  CREATE INDEX "payload_locked_documents_rels_payment_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_sessions" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  ALTER TABLE "transactions" DROP CONSTRAINT "transactions_session_id_payment_sessions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  DROP INDEX "transactions_session_idx";
  DROP INDEX "payload_locked_documents_rels_payment_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "transactions" DROP COLUMN "session_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_alongside";
  DROP TYPE "public"."enum_payment_sessions_provider";
  DROP TYPE "public"."enum_payment_sessions_status";`)
}
