import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The jobs queue's new task, alertsNotice (a refused confirmation e-mail sent again): PostgreSQL
// keeps task slugs as enums, SQLite as text (no SQLite migration is needed).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertsNotice' BEFORE 'alertsDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertsNotice' BEFORE 'alertsDigest';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'alertsNotice';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'alertsNotice';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'alertsMatchListing', 'alertsMatchProject', 'alertsDeliver', 'alertsDigest', 'alertsExpire');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'alertsMatchListing', 'alertsMatchProject', 'alertsDeliver', 'alertsDigest', 'alertsExpire');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
