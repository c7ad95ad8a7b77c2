import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`properties_amenities_locales_parent_idx\` ON \`properties_amenities_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_building_info_locales_parent_idx\` ON \`properties_building_info_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_locales_parent_idx\` ON \`properties_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_payment_plan_locales_parent_idx\` ON \`projects_payment_plan_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_amenities_locales_parent_idx\` ON \`projects_amenities_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_locales_parent_idx\` ON \`projects_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_payment_plan_locales_parent_idx\` ON \`_projects_v_version_payment_plan_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_amenities_locales_parent_idx\` ON \`_projects_v_version_amenities_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_locales_parent_idx\` ON \`_projects_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`developers_locales_parent_idx\` ON \`developers_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_locales_parent_idx\` ON \`articles_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`team_locales_parent_idx\` ON \`team_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_locales_parent_idx\` ON \`testimonials_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_locales_parent_idx\` ON \`site_settings_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_amenities_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`properties_building_info_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`properties_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`projects_payment_plan_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`projects_amenities_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`projects_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_version_payment_plan_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_version_amenities_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`developers_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`articles_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`team_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`testimonials_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX \`site_settings_locales_parent_idx\`;`)
}
