import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."_locales" ADD VALUE 'ru';
  ALTER TYPE "public"."_locales" ADD VALUE 'zh';
  ALTER TYPE "public"."enum__projects_v_published_locale" ADD VALUE 'ru';
  ALTER TYPE "public"."enum__projects_v_published_locale" ADD VALUE 'zh';
  ALTER TABLE "properties" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "properties" ADD COLUMN "untranslated_zh" varchar;
  ALTER TABLE "projects" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "projects" ADD COLUMN "untranslated_zh" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_untranslated_ru" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_untranslated_zh" varchar;
  ALTER TABLE "developers" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "developers" ADD COLUMN "untranslated_zh" varchar;
  ALTER TABLE "articles" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "articles" ADD COLUMN "untranslated_zh" varchar;
  ALTER TABLE "team" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "team" ADD COLUMN "untranslated_zh" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "untranslated_zh" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "untranslated_ru" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "untranslated_zh" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_amenities_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "properties_building_info_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "properties_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "projects_payment_plan_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "projects_amenities_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "projects_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "_projects_v_version_payment_plan_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "_projects_v_version_amenities_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "_projects_v_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "developers_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "articles_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "team_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "testimonials_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "_locale" SET DATA TYPE text;
  DROP TYPE "public"."_locales";
  CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  ALTER TABLE "properties_amenities_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "properties_building_info_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "properties_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "projects_payment_plan_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "projects_amenities_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "projects_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "_projects_v_version_payment_plan_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "_projects_v_version_amenities_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "_projects_v_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "developers_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "articles_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "team_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "testimonials_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "site_settings_locales" ALTER COLUMN "_locale" SET DATA TYPE "public"."_locales" USING "_locale"::"public"."_locales";
  ALTER TABLE "_projects_v" ALTER COLUMN "published_locale" SET DATA TYPE text;
  DROP TYPE "public"."enum__projects_v_published_locale";
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('en', 'ar');
  ALTER TABLE "_projects_v" ALTER COLUMN "published_locale" SET DATA TYPE "public"."enum__projects_v_published_locale" USING "published_locale"::"public"."enum__projects_v_published_locale";
  ALTER TABLE "properties" DROP COLUMN "untranslated_ru";
  ALTER TABLE "properties" DROP COLUMN "untranslated_zh";
  ALTER TABLE "projects" DROP COLUMN "untranslated_ru";
  ALTER TABLE "projects" DROP COLUMN "untranslated_zh";
  ALTER TABLE "_projects_v" DROP COLUMN "version_untranslated_ru";
  ALTER TABLE "_projects_v" DROP COLUMN "version_untranslated_zh";
  ALTER TABLE "developers" DROP COLUMN "untranslated_ru";
  ALTER TABLE "developers" DROP COLUMN "untranslated_zh";
  ALTER TABLE "articles" DROP COLUMN "untranslated_ru";
  ALTER TABLE "articles" DROP COLUMN "untranslated_zh";
  ALTER TABLE "team" DROP COLUMN "untranslated_ru";
  ALTER TABLE "team" DROP COLUMN "untranslated_zh";
  ALTER TABLE "testimonials" DROP COLUMN "untranslated_ru";
  ALTER TABLE "testimonials" DROP COLUMN "untranslated_zh";
  ALTER TABLE "site_settings" DROP COLUMN "untranslated_ru";
  ALTER TABLE "site_settings" DROP COLUMN "untranslated_zh";`)
}
