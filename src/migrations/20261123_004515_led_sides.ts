import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_option_values_layers_part" ADD VALUE 'ledLeft' BEFORE 'paddles';
  ALTER TYPE "public"."enum_option_values_layers_part" ADD VALUE 'ledRight' BEFORE 'paddles';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "option_values_layers" ALTER COLUMN "part" SET DATA TYPE text;
  DROP TYPE "public"."enum_option_values_layers_part";
  CREATE TYPE "public"."enum_option_values_layers_part" AS ENUM('base', 'body', 'backShell', 'buttons', 'dpad', 'thumbsticks', 'touchpad', 'triggers', 'grips', 'led', 'paddles', 'trim', 'home');
  ALTER TABLE "option_values_layers" ALTER COLUMN "part" SET DATA TYPE "public"."enum_option_values_layers_part" USING "part"::"public"."enum_option_values_layers_part";`)
}
