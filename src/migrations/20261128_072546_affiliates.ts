import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_affiliates_notifications" AS ENUM('referred_order', 'reward_approved', 'reward_paid', 'program_news');
  CREATE TYPE "public"."enum_affiliates_kind" AS ENUM('member', 'partner');
  CREATE TYPE "public"."enum_affiliates_status" AS ENUM('pending', 'approved', 'suspended');
  CREATE TYPE "public"."enum_referrals_source" AS ENUM('checkout', 'attach');
  CREATE TYPE "public"."enum_referrals_self_referral" AS ENUM('customer', 'email', 'address', 'card', 'paypal');
  CREATE TYPE "public"."enum_affiliate_ledger_kind" AS ENUM('reward', 'reversal');
  CREATE TYPE "public"."enum_affiliate_ledger_status" AS ENUM('pending', 'approved', 'paid');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'referral-reward';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'partner-notice';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'referral-reward';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'partner-notice';
  CREATE TABLE "affiliates_notifications" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_affiliates_notifications",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "affiliates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"email_key" varchar,
  	"name" varchar,
  	"code" varchar NOT NULL,
  	"kind" "enum_affiliates_kind" DEFAULT 'member' NOT NULL,
  	"status" "enum_affiliates_status" DEFAULT 'pending' NOT NULL,
  	"customer_id" integer,
  	"notifications_chosen" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "affiliate_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"affiliate_id" integer NOT NULL,
  	"landing" varchar,
  	"referrer_host" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "referrals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"affiliate_id" integer NOT NULL,
  	"source" "enum_referrals_source",
  	"self_referral" "enum_referrals_self_referral",
  	"reward" numeric DEFAULT 0,
  	"reward_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "affiliate_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"affiliate_id" integer NOT NULL,
  	"referral_id" integer NOT NULL,
  	"order_id" integer,
  	"key" varchar NOT NULL,
  	"kind" "enum_affiliate_ledger_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_affiliate_ledger_status" DEFAULT 'pending' NOT NULL,
  	"approved_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "friend_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_key" varchar NOT NULL,
  	"affiliate_id" integer NOT NULL,
  	"coupon_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "coupons" ADD COLUMN "for_email" varchar;
  ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliate_visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "referrals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliate_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "friend_offers_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "referral_partner_commission" numeric DEFAULT 5;
  ALTER TABLE "affiliates_notifications" ADD CONSTRAINT "affiliates_notifications_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_visits" ADD CONSTRAINT "affiliate_visits_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "referrals" ADD CONSTRAINT "referrals_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "friend_offers" ADD CONSTRAINT "friend_offers_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "friend_offers" ADD CONSTRAINT "friend_offers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "affiliates_notifications_order_idx" ON "affiliates_notifications" USING btree ("order");
  CREATE INDEX "affiliates_notifications_parent_idx" ON "affiliates_notifications" USING btree ("parent_id");
  CREATE UNIQUE INDEX "affiliates_email_idx" ON "affiliates" USING btree ("email");
  CREATE INDEX "affiliates_email_key_idx" ON "affiliates" USING btree ("email_key");
  CREATE UNIQUE INDEX "affiliates_code_idx" ON "affiliates" USING btree ("code");
  CREATE INDEX "affiliates_status_idx" ON "affiliates" USING btree ("status");
  CREATE UNIQUE INDEX "affiliates_customer_idx" ON "affiliates" USING btree ("customer_id");
  CREATE INDEX "affiliates_updated_at_idx" ON "affiliates" USING btree ("updated_at");
  CREATE INDEX "affiliates_created_at_idx" ON "affiliates" USING btree ("created_at");
  CREATE INDEX "affiliate_visits_affiliate_idx" ON "affiliate_visits" USING btree ("affiliate_id");
  CREATE INDEX "affiliate_visits_updated_at_idx" ON "affiliate_visits" USING btree ("updated_at");
  CREATE INDEX "affiliate_visits_created_at_idx" ON "affiliate_visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "referrals_order_idx" ON "referrals" USING btree ("order_id");
  CREATE INDEX "referrals_affiliate_idx" ON "referrals" USING btree ("affiliate_id");
  CREATE INDEX "referrals_updated_at_idx" ON "referrals" USING btree ("updated_at");
  CREATE INDEX "referrals_created_at_idx" ON "referrals" USING btree ("created_at");
  CREATE INDEX "affiliate_ledger_affiliate_idx" ON "affiliate_ledger" USING btree ("affiliate_id");
  CREATE INDEX "affiliate_ledger_referral_idx" ON "affiliate_ledger" USING btree ("referral_id");
  CREATE INDEX "affiliate_ledger_order_idx" ON "affiliate_ledger" USING btree ("order_id");
  CREATE UNIQUE INDEX "affiliate_ledger_key_idx" ON "affiliate_ledger" USING btree ("key");
  CREATE INDEX "affiliate_ledger_status_idx" ON "affiliate_ledger" USING btree ("status");
  CREATE INDEX "affiliate_ledger_updated_at_idx" ON "affiliate_ledger" USING btree ("updated_at");
  CREATE INDEX "affiliate_ledger_created_at_idx" ON "affiliate_ledger" USING btree ("created_at");
  CREATE UNIQUE INDEX "friend_offers_email_key_idx" ON "friend_offers" USING btree ("email_key");
  CREATE INDEX "friend_offers_affiliate_idx" ON "friend_offers" USING btree ("affiliate_id");
  CREATE INDEX "friend_offers_coupon_idx" ON "friend_offers" USING btree ("coupon_id");
  CREATE INDEX "friend_offers_updated_at_idx" ON "friend_offers" USING btree ("updated_at");
  CREATE INDEX "friend_offers_created_at_idx" ON "friend_offers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliates_fk" FOREIGN KEY ("affiliates_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliate_visits_fk" FOREIGN KEY ("affiliate_visits_id") REFERENCES "public"."affiliate_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_referrals_fk" FOREIGN KEY ("referrals_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliate_ledger_fk" FOREIGN KEY ("affiliate_ledger_id") REFERENCES "public"."affiliate_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_friend_offers_fk" FOREIGN KEY ("friend_offers_id") REFERENCES "public"."friend_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "coupons_for_email_idx" ON "coupons" USING btree ("for_email");
  CREATE INDEX "payload_locked_documents_rels_affiliates_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliates_id");
  CREATE INDEX "payload_locked_documents_rels_affiliate_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliate_visits_id");
  CREATE INDEX "payload_locked_documents_rels_referrals_id_idx" ON "payload_locked_documents_rels" USING btree ("referrals_id");
  CREATE INDEX "payload_locked_documents_rels_affiliate_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliate_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_friend_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("friend_offers_id");
  -- Every customer who ordered (and any flagged by hand before) becomes a referral member with a code of their own.
  INSERT INTO "affiliates" ("email", "email_key", "name", "code", "kind", "status", "customer_id")
    SELECT lower(u.email), lower(u.email), u.first_name, upper(substr(md5(random()::text || u.id::text), 1, 10)),
      'member', 'approved', u.id
    FROM "users" u
    WHERE u.role = 'customer' AND (u.is_affiliate_member OR EXISTS (SELECT 1 FROM "orders" o WHERE o.customer_id = u.id))
    ON CONFLICT DO NOTHING;
  UPDATE "users" SET "is_affiliate_member" = true
    WHERE id IN (SELECT customer_id FROM "affiliates" WHERE kind = 'member' AND status = 'approved');
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "affiliates_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "affiliates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "affiliate_visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "referrals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "affiliate_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "friend_offers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "affiliates_notifications" CASCADE;
  DROP TABLE "affiliates" CASCADE;
  DROP TABLE "affiliate_visits" CASCADE;
  DROP TABLE "referrals" CASCADE;
  DROP TABLE "affiliate_ledger" CASCADE;
  DROP TABLE "friend_offers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliate_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_referrals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliate_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_friend_offers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-refund', 'order-mail', 'return-deadline', 'refund-label', 'return-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-refund', 'order-mail', 'return-deadline', 'refund-label', 'return-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "coupons_for_email_idx";
  DROP INDEX "payload_locked_documents_rels_affiliates_id_idx";
  DROP INDEX "payload_locked_documents_rels_affiliate_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_referrals_id_idx";
  DROP INDEX "payload_locked_documents_rels_affiliate_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_friend_offers_id_idx";
  ALTER TABLE "coupons" DROP COLUMN "for_email";
  ALTER TABLE "coupons" DROP COLUMN "first_order_only";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliate_visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "referrals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliate_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "friend_offers_id";
  ALTER TABLE "site_settings" DROP COLUMN "referral_partner_commission";
  DROP TYPE "public"."enum_affiliates_notifications";
  DROP TYPE "public"."enum_affiliates_kind";
  DROP TYPE "public"."enum_affiliates_status";
  DROP TYPE "public"."enum_referrals_source";
  DROP TYPE "public"."enum_referrals_self_referral";
  DROP TYPE "public"."enum_affiliate_ledger_kind";
  DROP TYPE "public"."enum_affiliate_ledger_status";`)
}
