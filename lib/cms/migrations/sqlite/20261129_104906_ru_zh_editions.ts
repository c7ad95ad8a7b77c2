import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`developers\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`developers\` ADD \`untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`untranslated_zh\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`untranslated_ru\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`untranslated_zh\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`developers\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`developers\` DROP COLUMN \`untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`untranslated_zh\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`untranslated_ru\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`untranslated_zh\`;`)
}
