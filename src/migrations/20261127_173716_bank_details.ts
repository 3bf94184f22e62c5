import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_account_holder" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_bank_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_bank_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_account_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_routing_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_iban" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_swift" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "manual_payment_bank_details_note" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_account_holder";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_bank_name";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_bank_address";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_account_number";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_routing_number";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_iban";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_swift";
  ALTER TABLE "site_settings" DROP COLUMN "manual_payment_bank_details_note";`)
}
