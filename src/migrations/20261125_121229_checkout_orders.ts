import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Order numbers people can read (PF-100001...), from a sequence so concurrent orders never share one.
  await db.execute(sql`CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START 100001;`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_shipping_methods_carrier" AS ENUM('fedex', 'usps', 'ups', 'dhl');
  CREATE TYPE "public"."enum_coupons_discount_type" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum_tax_rules_kind" AS ENUM('tax', 'vat');
  CREATE TYPE "public"."enum_orders_lines_status" AS ENUM('new', 'pending', 'processed', 'shipped', 'delivered', 'canceled', 'return_received', 'being_returned', 'return_label_issued', 'refunded');
  CREATE TYPE "public"."enum_orders_lines_kind" AS ENUM('configuration', 'product');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('new', 'pending', 'processed', 'shipped', 'delivered', 'canceled', 'suspicious_transaction');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('awaiting', 'authorized', 'paid', 'refunded', 'failed', 'canceled');
  CREATE TYPE "public"."enum_transactions_kind" AS ENUM('payment', 'refund');
  CREATE TYPE "public"."enum_transactions_status" AS ENUM('pending', 'requires_action', 'succeeded', 'failed', 'canceled');
  CREATE TABLE "shipping_methods_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL
  );
  
  CREATE TABLE "shipping_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"carrier" "enum_shipping_methods_carrier" NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"caption" varchar,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"price_per_extra_item" numeric DEFAULT 0,
  	"delivery_time" numeric DEFAULT 3 NOT NULL,
  	"is_sda_supported" boolean DEFAULT false,
  	"free_over_threshold" boolean DEFAULT false,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_methods_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"description" varchar NOT NULL,
  	"discount_type" "enum_coupons_discount_type" DEFAULT 'percent' NOT NULL,
  	"discount" numeric NOT NULL,
  	"min_order" numeric DEFAULT 0,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"usage_limit" numeric,
  	"per_customer_limit" numeric,
  	"times_used" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"platforms_id" integer
  );
  
  CREATE TABLE "tax_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL,
  	"state" varchar,
  	"rate" numeric NOT NULL,
  	"kind" "enum_tax_rules_kind" DEFAULT 'tax' NOT NULL,
  	"label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"price" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_orders_lines_status" DEFAULT 'new' NOT NULL,
  	"quantity" numeric NOT NULL,
  	"kind" "enum_orders_lines_kind" NOT NULL,
  	"configuration_id" integer,
  	"product_id" integer,
  	"platform" varchar,
  	"unit_price" numeric DEFAULT 0 NOT NULL,
  	"services_price" numeric DEFAULT 0 NOT NULL,
  	"line_total" numeric DEFAULT 0 NOT NULL,
  	"package_id" varchar,
  	"image" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "orders_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"package_id" varchar,
  	"name" varchar,
  	"method_name" varchar,
  	"carrier" varchar,
  	"method_id" integer,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"delivery_time" numeric,
  	"assembly_time" numeric,
  	"assembly_date" varchar,
  	"delivery_date" varchar,
  	"sda" boolean
  );
  
  CREATE TABLE "orders_stock_taken" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"quantity" numeric
  );
  
  CREATE TABLE "orders_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" varchar,
  	"at" timestamp(3) with time zone,
  	"by_id" integer,
  	"note" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'new' NOT NULL,
  	"payment_status" "enum_orders_payment_status" DEFAULT 'awaiting' NOT NULL,
  	"customer_id" integer,
  	"email" varchar NOT NULL,
  	"payment_method" varchar NOT NULL,
  	"cancelable" boolean DEFAULT true,
  	"attempt_key" varchar,
  	"shipping_first_name" varchar,
  	"shipping_last_name" varchar,
  	"shipping_email" varchar,
  	"shipping_phone" varchar,
  	"shipping_address1" varchar,
  	"shipping_address2" varchar,
  	"shipping_city" varchar,
  	"shipping_state" varchar,
  	"shipping_state_name" varchar,
  	"shipping_zip" varchar,
  	"shipping_country" varchar,
  	"shipping_country_name" varchar,
  	"shipping_instructions" varchar,
  	"billing_same_as_shipping" boolean DEFAULT true,
  	"billing_address1" varchar,
  	"billing_zip" varchar,
  	"billing_country" varchar,
  	"totals_items" numeric DEFAULT 0 NOT NULL,
  	"totals_services" numeric DEFAULT 0 NOT NULL,
  	"totals_subtotal" numeric DEFAULT 0 NOT NULL,
  	"totals_shipping" numeric DEFAULT 0 NOT NULL,
  	"totals_discount" numeric DEFAULT 0 NOT NULL,
  	"totals_tax" numeric DEFAULT 0 NOT NULL,
  	"totals_vat_fee" numeric DEFAULT 0 NOT NULL,
  	"totals_total_before_tax" numeric DEFAULT 0 NOT NULL,
  	"totals_total" numeric DEFAULT 0 NOT NULL,
  	"coupon_ref_id" integer,
  	"coupon_code" varchar,
  	"coupon_description" varchar,
  	"coupon_discount_type" varchar,
  	"coupon_discount" numeric,
  	"coupon_total_discount" numeric DEFAULT 0 NOT NULL,
  	"tax_label" varchar,
  	"payment_instructions" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"provider" varchar NOT NULL,
  	"kind" "enum_transactions_kind" DEFAULT 'payment' NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"status" "enum_transactions_status" NOT NULL,
  	"provider_id" varchar,
  	"idempotency_key" varchar,
  	"error" varchar,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "discountable" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_methods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transactions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_title" varchar DEFAULT 'Pay by bank transfer' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_instructions" varchar DEFAULT 'Place the order now and pay by bank transfer: we e-mail you our bank details with your order number. We start building your controller when the payment arrives.' NOT NULL;
  ALTER TABLE "shipping_methods_zones" ADD CONSTRAINT "shipping_methods_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_methods_texts" ADD CONSTRAINT "shipping_methods_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_rels" ADD CONSTRAINT "coupons_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_rels" ADD CONSTRAINT "coupons_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines_services" ADD CONSTRAINT "orders_lines_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_packages" ADD CONSTRAINT "orders_packages_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_packages" ADD CONSTRAINT "orders_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_stock_taken" ADD CONSTRAINT "orders_stock_taken_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_status_history" ADD CONSTRAINT "orders_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_status_history" ADD CONSTRAINT "orders_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_ref_id_coupons_id_fk" FOREIGN KEY ("coupon_ref_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shipping_methods_zones_order_idx" ON "shipping_methods_zones" USING btree ("_order");
  CREATE INDEX "shipping_methods_zones_parent_id_idx" ON "shipping_methods_zones" USING btree ("_parent_id");
  CREATE INDEX "shipping_methods_active_idx" ON "shipping_methods" USING btree ("active");
  CREATE INDEX "shipping_methods_updated_at_idx" ON "shipping_methods" USING btree ("updated_at");
  CREATE INDEX "shipping_methods_created_at_idx" ON "shipping_methods" USING btree ("created_at");
  CREATE INDEX "shipping_methods_texts_order_parent" ON "shipping_methods_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupons_rels_order_idx" ON "coupons_rels" USING btree ("order");
  CREATE INDEX "coupons_rels_parent_idx" ON "coupons_rels" USING btree ("parent_id");
  CREATE INDEX "coupons_rels_path_idx" ON "coupons_rels" USING btree ("path");
  CREATE INDEX "coupons_rels_platforms_id_idx" ON "coupons_rels" USING btree ("platforms_id");
  CREATE INDEX "tax_rules_updated_at_idx" ON "tax_rules" USING btree ("updated_at");
  CREATE INDEX "tax_rules_created_at_idx" ON "tax_rules" USING btree ("created_at");
  CREATE INDEX "orders_lines_services_order_idx" ON "orders_lines_services" USING btree ("_order");
  CREATE INDEX "orders_lines_services_parent_id_idx" ON "orders_lines_services" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_configuration_idx" ON "orders_lines" USING btree ("configuration_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_packages_order_idx" ON "orders_packages" USING btree ("_order");
  CREATE INDEX "orders_packages_parent_id_idx" ON "orders_packages" USING btree ("_parent_id");
  CREATE INDEX "orders_packages_method_idx" ON "orders_packages" USING btree ("method_id");
  CREATE INDEX "orders_stock_taken_order_idx" ON "orders_stock_taken" USING btree ("_order");
  CREATE INDEX "orders_stock_taken_parent_id_idx" ON "orders_stock_taken" USING btree ("_parent_id");
  CREATE INDEX "orders_status_history_order_idx" ON "orders_status_history" USING btree ("_order");
  CREATE INDEX "orders_status_history_parent_id_idx" ON "orders_status_history" USING btree ("_parent_id");
  CREATE INDEX "orders_status_history_by_idx" ON "orders_status_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE UNIQUE INDEX "orders_attempt_key_idx" ON "orders" USING btree ("attempt_key");
  CREATE INDEX "orders_coupon_coupon_ref_idx" ON "orders" USING btree ("coupon_ref_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");
  CREATE INDEX "transactions_provider_id_idx" ON "transactions" USING btree ("provider_id");
  CREATE UNIQUE INDEX "transactions_idempotency_key_idx" ON "transactions" USING btree ("idempotency_key");
  CREATE INDEX "transactions_updated_at_idx" ON "transactions" USING btree ("updated_at");
  CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_methods_fk" FOREIGN KEY ("shipping_methods_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rules_fk" FOREIGN KEY ("tax_rules_id") REFERENCES "public"."tax_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transactions_fk" FOREIGN KEY ("transactions_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shipping_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_methods_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_tax_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rules_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("transactions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shipping_methods_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_methods_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_stock_taken" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transactions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shipping_methods_zones" CASCADE;
  DROP TABLE "shipping_methods" CASCADE;
  DROP TABLE "shipping_methods_texts" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "coupons_rels" CASCADE;
  DROP TABLE "tax_rules" CASCADE;
  DROP TABLE "orders_lines_services" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_packages" CASCADE;
  DROP TABLE "orders_stock_taken" CASCADE;
  DROP TABLE "orders_status_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "transactions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_methods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transactions_fk";
  
  DROP INDEX "payload_locked_documents_rels_shipping_methods_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_tax_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_transactions_id_idx";
  ALTER TABLE "products" DROP COLUMN "discountable";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_methods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transactions_id";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_title";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_instructions";
  DROP TYPE "public"."enum_shipping_methods_carrier";
  DROP TYPE "public"."enum_coupons_discount_type";
  DROP TYPE "public"."enum_tax_rules_kind";
  DROP TYPE "public"."enum_orders_lines_status";
  DROP TYPE "public"."enum_orders_lines_kind";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_transactions_kind";
  DROP TYPE "public"."enum_transactions_status";`)
  await db.execute(sql`DROP SEQUENCE IF EXISTS "order_number_seq";`)
}
