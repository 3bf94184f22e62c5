import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('customer', 'merchandiser', 'admin');
  CREATE TYPE "public"."enum_pages_kind" AS ENUM('content', 'creator');
  CREATE TYPE "public"."enum_platforms_preview_sides" AS ENUM('front', 'top', 'back');
  CREATE TYPE "public"."enum_platforms_preview_base_side" AS ENUM('front', 'top', 'back');
  CREATE TYPE "public"."enum_products_type" AS ENUM('standard_controller', 'modded_controller', 'others');
  CREATE TYPE "public"."enum_products_condition" AS ENUM('new', 'refurbished', 'used');
  CREATE TYPE "public"."enum_products_shipping_group" AS ENUM('controller', 'accessory-small', 'accessory-large', 'handheld');
  CREATE TYPE "public"."enum_products_status" AS ENUM('active', 'coming', 'discontinued');
  CREATE TYPE "public"."enum_options_template" AS ENUM('variation-list', 'body-picker', 'back-shell-picker', 'advanced-back', 'checkbox-card', 'checkbox', 'trigger-grid', 'led-lights', 'rapid-fire', 'paddles', 'performance-package', 'macro-remap', 'linked-options', 'rgb-lighting', 'elite-back-design', 'elite-body-grid', 'service');
  CREATE TYPE "public"."enum_option_values_layers_side" AS ENUM('front', 'top', 'back');
  CREATE TYPE "public"."enum_option_values_layers_part" AS ENUM('base', 'body', 'backShell', 'buttons', 'dpad', 'thumbsticks', 'touchpad', 'triggers', 'grips', 'led', 'paddles', 'trim', 'home');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"role" "enum_users_role" DEFAULT 'customer' NOT NULL,
  	"can_comment" boolean DEFAULT true,
  	"is_affiliate_member" boolean DEFAULT false,
  	"is_partner" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"kind" "enum_pages_kind" DEFAULT 'content' NOT NULL,
  	"creator_platform_id" integer,
  	"forum_link" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "platforms_preview_sides" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_platforms_preview_sides",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "platforms_preview_base" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"side" "enum_platforms_preview_base_side" NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "platforms_hardwares" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"stock" numeric DEFAULT 0
  );
  
  CREATE TABLE "platforms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"full_name" varchar,
  	"base_price" numeric NOT NULL,
  	"old_price" numeric,
  	"compare_classifier" numeric,
  	"enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"image_id" integer,
  	"same_day_assembly_enabled" boolean DEFAULT true,
  	"same_day_assembly_price" numeric,
  	"assembly_days_label" varchar DEFAULT '3 - 5',
  	"assembly_max_days" numeric DEFAULT 5,
  	"default_body_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "products_specification_groups_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "products_specification_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_products_type" DEFAULT 'modded_controller' NOT NULL,
  	"platform_id" integer,
  	"category_id" integer,
  	"price" numeric NOT NULL,
  	"old_price" numeric,
  	"listing_text" varchar,
  	"description" jsonb,
  	"brand_label" varchar,
  	"brand_link" varchar,
  	"condition" "enum_products_condition" DEFAULT 'new',
  	"comparable" boolean DEFAULT true,
  	"classifier" numeric,
  	"shipping_group" "enum_products_shipping_group" DEFAULT 'controller',
  	"is_configurable" boolean DEFAULT false,
  	"custom" boolean DEFAULT false,
  	"configuration" jsonb,
  	"slug" varchar NOT NULL,
  	"uid" varchar,
  	"label_id" integer,
  	"status" "enum_products_status" DEFAULT 'active' NOT NULL,
  	"in_stock" boolean DEFAULT true,
  	"available_quantity" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"color" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"description" varchar,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "option_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"platform_id" integer NOT NULL,
  	"header" varchar,
  	"category" varchar,
  	"description" varchar,
  	"tooltip" varchar,
  	"content" jsonb,
  	"hidden" boolean DEFAULT false,
  	"is_show" boolean DEFAULT true,
  	"checked" boolean DEFAULT false,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "options_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"template" "enum_options_template" DEFAULT 'variation-list' NOT NULL,
  	"group_id" integer,
  	"price" numeric DEFAULT 0,
  	"is_inventoried" boolean DEFAULT true,
  	"is_grouped" boolean DEFAULT false,
  	"avatar_id" integer,
  	"maps" jsonb,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "options_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"platforms_id" integer
  );
  
  CREATE TABLE "option_values_layers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"side" "enum_option_values_layers_side" NOT NULL,
  	"part" "enum_option_values_layers_part",
  	"z_index" numeric DEFAULT 10 NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "option_values" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"option_id" integer NOT NULL,
  	"group" varchar,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"new_price" numeric,
  	"old_price" numeric,
  	"color" varchar,
  	"tooltip" varchar,
  	"is_default" boolean DEFAULT false,
  	"is_disabled" boolean DEFAULT false,
  	"is_unavailable" boolean DEFAULT false,
  	"is_featured" boolean DEFAULT false,
  	"is_waiting" boolean DEFAULT false,
  	"stock" numeric DEFAULT 0,
  	"stock_policy" numeric DEFAULT 1 NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "option_values_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "mods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"new_price" numeric,
  	"avatar_id" integer,
  	"sort" numeric DEFAULT 0,
  	"is_disabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mods_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"platforms_id" integer
  );
  
  CREATE TABLE "packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"new_price" numeric,
  	"avatar_id" integer,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"platforms_id" integer,
  	"mods_id" integer
  );
  
  CREATE TABLE "macros" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"new_price" numeric,
  	"avatar_id" integer,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "macros_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"platforms_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"platforms_id" integer,
  	"products_id" integer,
  	"labels_id" integer,
  	"categories_id" integer,
  	"option_groups_id" integer,
  	"options_id" integer,
  	"option_values_id" integer,
  	"mods_id" integer,
  	"packages_id" integer,
  	"macros_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shopping_cart_path" varchar DEFAULT '/order/step/1' NOT NULL,
  	"free_shipping_threshold" numeric DEFAULT 9900 NOT NULL,
  	"same_day_assembly_enabled" boolean DEFAULT true,
  	"accepting_returns" boolean DEFAULT false,
  	"returns_closed_text" varchar DEFAULT 'We are ceasing business operations and can no longer accept and process returns.',
  	"referral_friend_discount" numeric DEFAULT 1000 NOT NULL,
  	"referral_referrer_reward" numeric DEFAULT 1000 NOT NULL,
  	"forum_url" varchar DEFAULT '/forums/',
  	"support_email" varchar DEFAULT 'support@padforge.example',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_creator_platform_id_platforms_id_fk" FOREIGN KEY ("creator_platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "platforms_preview_sides" ADD CONSTRAINT "platforms_preview_sides_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "platforms_preview_base" ADD CONSTRAINT "platforms_preview_base_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "platforms_preview_base" ADD CONSTRAINT "platforms_preview_base_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "platforms_hardwares" ADD CONSTRAINT "platforms_hardwares_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "platforms" ADD CONSTRAINT "platforms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "platforms" ADD CONSTRAINT "platforms_default_body_id_option_values_id_fk" FOREIGN KEY ("default_body_id") REFERENCES "public"."option_values"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specification_groups_specs" ADD CONSTRAINT "products_specification_groups_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_specification_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specification_groups" ADD CONSTRAINT "products_specification_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "options_banners" ADD CONSTRAINT "options_banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "options_banners" ADD CONSTRAINT "options_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "options" ADD CONSTRAINT "options_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "options_rels" ADD CONSTRAINT "options_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "options_rels" ADD CONSTRAINT "options_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "option_values_layers" ADD CONSTRAINT "option_values_layers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "option_values_layers" ADD CONSTRAINT "option_values_layers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."option_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "option_values" ADD CONSTRAINT "option_values_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "option_values_texts" ADD CONSTRAINT "option_values_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."option_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mods" ADD CONSTRAINT "mods_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mods_rels" ADD CONSTRAINT "mods_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mods_rels" ADD CONSTRAINT "mods_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages" ADD CONSTRAINT "packages_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages_rels" ADD CONSTRAINT "packages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_rels" ADD CONSTRAINT "packages_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_rels" ADD CONSTRAINT "packages_rels_mods_fk" FOREIGN KEY ("mods_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "macros" ADD CONSTRAINT "macros_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "macros_rels" ADD CONSTRAINT "macros_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."macros"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "macros_rels" ADD CONSTRAINT "macros_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_option_groups_fk" FOREIGN KEY ("option_groups_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_options_fk" FOREIGN KEY ("options_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_option_values_fk" FOREIGN KEY ("option_values_id") REFERENCES "public"."option_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mods_fk" FOREIGN KEY ("mods_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_macros_fk" FOREIGN KEY ("macros_id") REFERENCES "public"."macros"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_creator_platform_idx" ON "pages" USING btree ("creator_platform_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "platforms_preview_sides_order_idx" ON "platforms_preview_sides" USING btree ("order");
  CREATE INDEX "platforms_preview_sides_parent_idx" ON "platforms_preview_sides" USING btree ("parent_id");
  CREATE INDEX "platforms_preview_base_order_idx" ON "platforms_preview_base" USING btree ("_order");
  CREATE INDEX "platforms_preview_base_parent_id_idx" ON "platforms_preview_base" USING btree ("_parent_id");
  CREATE INDEX "platforms_preview_base_image_idx" ON "platforms_preview_base" USING btree ("image_id");
  CREATE INDEX "platforms_hardwares_order_idx" ON "platforms_hardwares" USING btree ("_order");
  CREATE INDEX "platforms_hardwares_parent_id_idx" ON "platforms_hardwares" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "platforms_slug_idx" ON "platforms" USING btree ("slug");
  CREATE INDEX "platforms_image_idx" ON "platforms" USING btree ("image_id");
  CREATE INDEX "platforms_default_body_idx" ON "platforms" USING btree ("default_body_id");
  CREATE INDEX "platforms_updated_at_idx" ON "platforms" USING btree ("updated_at");
  CREATE INDEX "platforms_created_at_idx" ON "platforms" USING btree ("created_at");
  CREATE INDEX "products_images_order_idx" ON "products_images" USING btree ("_order");
  CREATE INDEX "products_images_parent_id_idx" ON "products_images" USING btree ("_parent_id");
  CREATE INDEX "products_images_image_idx" ON "products_images" USING btree ("image_id");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE INDEX "products_specification_groups_specs_order_idx" ON "products_specification_groups_specs" USING btree ("_order");
  CREATE INDEX "products_specification_groups_specs_parent_id_idx" ON "products_specification_groups_specs" USING btree ("_parent_id");
  CREATE INDEX "products_specification_groups_order_idx" ON "products_specification_groups" USING btree ("_order");
  CREATE INDEX "products_specification_groups_parent_id_idx" ON "products_specification_groups" USING btree ("_parent_id");
  CREATE INDEX "products_platform_idx" ON "products" USING btree ("platform_id");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE UNIQUE INDEX "products_uid_idx" ON "products" USING btree ("uid");
  CREATE INDEX "products_label_idx" ON "products" USING btree ("label_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "labels_name_idx" ON "labels" USING btree ("name");
  CREATE INDEX "labels_updated_at_idx" ON "labels" USING btree ("updated_at");
  CREATE INDEX "labels_created_at_idx" ON "labels" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE UNIQUE INDEX "categories_path_idx" ON "categories" USING btree ("path");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "option_groups_platform_idx" ON "option_groups" USING btree ("platform_id");
  CREATE INDEX "option_groups_updated_at_idx" ON "option_groups" USING btree ("updated_at");
  CREATE INDEX "option_groups_created_at_idx" ON "option_groups" USING btree ("created_at");
  CREATE INDEX "options_banners_order_idx" ON "options_banners" USING btree ("_order");
  CREATE INDEX "options_banners_parent_id_idx" ON "options_banners" USING btree ("_parent_id");
  CREATE INDEX "options_banners_image_idx" ON "options_banners" USING btree ("image_id");
  CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id");
  CREATE INDEX "options_avatar_idx" ON "options" USING btree ("avatar_id");
  CREATE INDEX "options_updated_at_idx" ON "options" USING btree ("updated_at");
  CREATE INDEX "options_created_at_idx" ON "options" USING btree ("created_at");
  CREATE INDEX "options_rels_order_idx" ON "options_rels" USING btree ("order");
  CREATE INDEX "options_rels_parent_idx" ON "options_rels" USING btree ("parent_id");
  CREATE INDEX "options_rels_path_idx" ON "options_rels" USING btree ("path");
  CREATE INDEX "options_rels_platforms_id_idx" ON "options_rels" USING btree ("platforms_id");
  CREATE INDEX "option_values_layers_order_idx" ON "option_values_layers" USING btree ("_order");
  CREATE INDEX "option_values_layers_parent_id_idx" ON "option_values_layers" USING btree ("_parent_id");
  CREATE INDEX "option_values_layers_image_idx" ON "option_values_layers" USING btree ("image_id");
  CREATE INDEX "option_values_option_idx" ON "option_values" USING btree ("option_id");
  CREATE INDEX "option_values_updated_at_idx" ON "option_values" USING btree ("updated_at");
  CREATE INDEX "option_values_created_at_idx" ON "option_values" USING btree ("created_at");
  CREATE INDEX "option_values_texts_order_parent" ON "option_values_texts" USING btree ("order","parent_id");
  CREATE INDEX "mods_avatar_idx" ON "mods" USING btree ("avatar_id");
  CREATE INDEX "mods_updated_at_idx" ON "mods" USING btree ("updated_at");
  CREATE INDEX "mods_created_at_idx" ON "mods" USING btree ("created_at");
  CREATE INDEX "mods_rels_order_idx" ON "mods_rels" USING btree ("order");
  CREATE INDEX "mods_rels_parent_idx" ON "mods_rels" USING btree ("parent_id");
  CREATE INDEX "mods_rels_path_idx" ON "mods_rels" USING btree ("path");
  CREATE INDEX "mods_rels_platforms_id_idx" ON "mods_rels" USING btree ("platforms_id");
  CREATE INDEX "packages_avatar_idx" ON "packages" USING btree ("avatar_id");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE INDEX "packages_rels_order_idx" ON "packages_rels" USING btree ("order");
  CREATE INDEX "packages_rels_parent_idx" ON "packages_rels" USING btree ("parent_id");
  CREATE INDEX "packages_rels_path_idx" ON "packages_rels" USING btree ("path");
  CREATE INDEX "packages_rels_platforms_id_idx" ON "packages_rels" USING btree ("platforms_id");
  CREATE INDEX "packages_rels_mods_id_idx" ON "packages_rels" USING btree ("mods_id");
  CREATE INDEX "macros_avatar_idx" ON "macros" USING btree ("avatar_id");
  CREATE INDEX "macros_updated_at_idx" ON "macros" USING btree ("updated_at");
  CREATE INDEX "macros_created_at_idx" ON "macros" USING btree ("created_at");
  CREATE INDEX "macros_rels_order_idx" ON "macros_rels" USING btree ("order");
  CREATE INDEX "macros_rels_parent_idx" ON "macros_rels" USING btree ("parent_id");
  CREATE INDEX "macros_rels_path_idx" ON "macros_rels" USING btree ("path");
  CREATE INDEX "macros_rels_platforms_id_idx" ON "macros_rels" USING btree ("platforms_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_platforms_id_idx" ON "payload_locked_documents_rels" USING btree ("platforms_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_labels_id_idx" ON "payload_locked_documents_rels" USING btree ("labels_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_option_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("option_groups_id");
  CREATE INDEX "payload_locked_documents_rels_options_id_idx" ON "payload_locked_documents_rels" USING btree ("options_id");
  CREATE INDEX "payload_locked_documents_rels_option_values_id_idx" ON "payload_locked_documents_rels" USING btree ("option_values_id");
  CREATE INDEX "payload_locked_documents_rels_mods_id_idx" ON "payload_locked_documents_rels" USING btree ("mods_id");
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_macros_id_idx" ON "payload_locked_documents_rels" USING btree ("macros_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "platforms_preview_sides" CASCADE;
  DROP TABLE "platforms_preview_base" CASCADE;
  DROP TABLE "platforms_hardwares" CASCADE;
  DROP TABLE "platforms" CASCADE;
  DROP TABLE "products_images" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_specification_groups_specs" CASCADE;
  DROP TABLE "products_specification_groups" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "labels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "option_groups" CASCADE;
  DROP TABLE "options_banners" CASCADE;
  DROP TABLE "options" CASCADE;
  DROP TABLE "options_rels" CASCADE;
  DROP TABLE "option_values_layers" CASCADE;
  DROP TABLE "option_values" CASCADE;
  DROP TABLE "option_values_texts" CASCADE;
  DROP TABLE "mods" CASCADE;
  DROP TABLE "mods_rels" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "packages_rels" CASCADE;
  DROP TABLE "macros" CASCADE;
  DROP TABLE "macros_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_platforms_preview_sides";
  DROP TYPE "public"."enum_platforms_preview_base_side";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_condition";
  DROP TYPE "public"."enum_products_shipping_group";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum_options_template";
  DROP TYPE "public"."enum_option_values_layers_side";
  DROP TYPE "public"."enum_option_values_layers_part";`)
}
