import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { copyEnglishIntoLocales } from '../english-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_amenities_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_amenities_locales_locale_parent_id_unique\` ON \`properties_amenities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_building_info_locales\` (
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_building_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_building_info_locales_locale_parent_id_unique\` ON \`properties_building_info_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_locales\` (
  	\`name\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`payment_plan\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_payment_plan_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_payment_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_payment_plan_locales_locale_parent_id_unique\` ON \`projects_payment_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_amenities_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_amenities_locales_locale_parent_id_unique\` ON \`projects_amenities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`location\` text,
  	\`description\` text,
  	\`description_html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_payment_plan_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_payment_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_version_payment_plan_locales_locale_parent_id_un\` ON \`_projects_v_version_payment_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_amenities_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_version_amenities_locales_locale_parent_id_uniqu\` ON \`_projects_v_version_amenities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_location\` text,
  	\`version_description\` text,
  	\`version_description_html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`developers_locales\` (
  	\`profile\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`developers_locales_locale_parent_id_unique\` ON \`developers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text NOT NULL,
  	\`html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_locales\` (
  	\`designation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_locales_locale_parent_id_unique\` ON \`team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`location\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`address\` text DEFAULT 'Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE' NOT NULL,
  	\`opening_hours\` text DEFAULT 'Mon–Sat, 9:00–19:00',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  // Every existing text becomes the English row before its old column goes.
  for (const statement of copyEnglishIntoLocales()) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_location\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_description_html\`;`)
  await db.run(sql`ALTER TABLE \`properties_amenities\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`properties_building_info\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`payment_plan\`;`)
  await db.run(sql`ALTER TABLE \`projects_payment_plan\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`projects_amenities\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`description_html\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_payment_plan\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_amenities\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`developers\` DROP COLUMN \`profile\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`html\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`opening_hours\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_amenities_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_building_info_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_payment_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_amenities_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_payment_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_amenities_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`developers_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`team_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_location\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_description_html\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`properties_amenities\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`properties_building_info\` ADD \`value\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`location\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`payment_plan\` text;`)
  await db.run(sql`ALTER TABLE \`projects_payment_plan\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_amenities\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`location\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`description_html\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_payment_plan\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_amenities\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`developers\` ADD \`profile\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`content\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`html\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`designation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`location\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`message\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address\` text DEFAULT 'Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`opening_hours\` text DEFAULT 'Mon–Sat, 9:00–19:00';`)
}
