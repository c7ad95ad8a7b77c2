import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "untranslated_ar" varchar;
  ALTER TABLE "projects" ADD COLUMN "untranslated_ar" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_untranslated_ar" varchar;
  ALTER TABLE "developers" ADD COLUMN "untranslated_ar" varchar;
  ALTER TABLE "articles" ADD COLUMN "untranslated_ar" varchar;
  ALTER TABLE "team" ADD COLUMN "untranslated_ar" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "untranslated_ar" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "untranslated_ar" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" DROP COLUMN "untranslated_ar";
  ALTER TABLE "projects" DROP COLUMN "untranslated_ar";
  ALTER TABLE "_projects_v" DROP COLUMN "version_untranslated_ar";
  ALTER TABLE "developers" DROP COLUMN "untranslated_ar";
  ALTER TABLE "articles" DROP COLUMN "untranslated_ar";
  ALTER TABLE "team" DROP COLUMN "untranslated_ar";
  ALTER TABLE "testimonials" DROP COLUMN "untranslated_ar";
  ALTER TABLE "site_settings" DROP COLUMN "untranslated_ar";`)
}
