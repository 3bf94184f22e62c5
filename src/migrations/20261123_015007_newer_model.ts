import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "platforms" ADD COLUMN "newer_model_id" integer;
  ALTER TABLE "platforms" ADD CONSTRAINT "platforms_newer_model_id_platforms_id_fk" FOREIGN KEY ("newer_model_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "platforms_newer_model_idx" ON "platforms" USING btree ("newer_model_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "platforms" DROP CONSTRAINT "platforms_newer_model_id_platforms_id_fk";
  
  DROP INDEX "platforms_newer_model_idx";
  ALTER TABLE "platforms" DROP COLUMN "newer_model_id";`)
}
