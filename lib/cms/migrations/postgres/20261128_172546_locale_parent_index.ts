import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "properties_amenities_locales_parent_idx" ON "properties_amenities_locales" USING btree ("_parent_id");
  CREATE INDEX "properties_building_info_locales_parent_idx" ON "properties_building_info_locales" USING btree ("_parent_id");
  CREATE INDEX "properties_locales_parent_idx" ON "properties_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_payment_plan_locales_parent_idx" ON "projects_payment_plan_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_amenities_locales_parent_idx" ON "projects_amenities_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_locales_parent_idx" ON "projects_locales" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_payment_plan_locales_parent_idx" ON "_projects_v_version_payment_plan_locales" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_amenities_locales_parent_idx" ON "_projects_v_version_amenities_locales" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_locales_parent_idx" ON "_projects_v_locales" USING btree ("_parent_id");
  CREATE INDEX "developers_locales_parent_idx" ON "developers_locales" USING btree ("_parent_id");
  CREATE INDEX "articles_locales_parent_idx" ON "articles_locales" USING btree ("_parent_id");
  CREATE INDEX "team_locales_parent_idx" ON "team_locales" USING btree ("_parent_id");
  CREATE INDEX "testimonials_locales_parent_idx" ON "testimonials_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_amenities_locales_parent_idx";
  DROP INDEX "properties_building_info_locales_parent_idx";
  DROP INDEX "properties_locales_parent_idx";
  DROP INDEX "projects_payment_plan_locales_parent_idx";
  DROP INDEX "projects_amenities_locales_parent_idx";
  DROP INDEX "projects_locales_parent_idx";
  DROP INDEX "_projects_v_version_payment_plan_locales_parent_idx";
  DROP INDEX "_projects_v_version_amenities_locales_parent_idx";
  DROP INDEX "_projects_v_locales_parent_idx";
  DROP INDEX "developers_locales_parent_idx";
  DROP INDEX "articles_locales_parent_idx";
  DROP INDEX "team_locales_parent_idx";
  DROP INDEX "testimonials_locales_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";`)
}
