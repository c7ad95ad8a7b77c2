import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`developers\` ADD \`untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`untranslated_ar\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`untranslated_ar\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`developers\` DROP COLUMN \`untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`untranslated_ar\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`untranslated_ar\`;`)
}
