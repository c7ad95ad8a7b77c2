import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_portals\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_portals_order_idx\` ON \`properties_portals\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_portals_parent_idx\` ON \`properties_portals\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_languages_order_idx\` ON \`team_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_languages_parent_idx\` ON \`team_languages\` (\`parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`untranslated_ar\` text,
  	\`public_id\` text,
  	\`publication\` text DEFAULT 'draft' NOT NULL,
  	\`reference\` text NOT NULL,
  	\`permit_number\` text,
  	\`is_featured\` integer DEFAULT false,
  	\`status\` text DEFAULT 'sell' NOT NULL,
  	\`type\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`city\` text NOT NULL,
  	\`bedrooms\` numeric NOT NULL,
  	\`bathrooms\` numeric NOT NULL,
  	\`sqft\` numeric NOT NULL,
  	\`parking\` numeric DEFAULT 1 NOT NULL,
  	\`banner_id\` integer NOT NULL,
  	\`agent_id\` integer,
  	\`permit_expires_at\` text,
  	\`permit_checked_at\` text,
  	\`completion_status\` text DEFAULT 'ready' NOT NULL,
  	\`handover_date\` text,
  	\`developer\` text,
  	\`sale_type\` text DEFAULT 'resale',
  	\`project_id\` integer,
  	\`furnishing\` text DEFAULT 'unfurnished',
  	\`service_charge\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "untranslated_ar", "public_id", "publication", "reference", "permit_number", "is_featured", "status", "type", "price", "city", "bedrooms", "bathrooms", "sqft", "parking", "banner_id", "agent_id", "permit_expires_at", "permit_checked_at", "completion_status", "handover_date", "developer", "sale_type", "project_id", "furnishing", "service_charge", "updated_at", "created_at") SELECT "id", "untranslated_ar", "public_id", 'published', "reference", "permit_number", "is_featured", "status", "type", "price", "city", "bedrooms", "bathrooms", "sqft", "parking", "banner_id", "agent_id", NULL, NULL, "completion_status", "handover_date", "developer", "sale_type", "project_id", "furnishing", "service_charge", "updated_at", "created_at" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_public_id_idx\` ON \`properties\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_publication_idx\` ON \`properties\` (\`publication\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_is_featured_idx\` ON \`properties\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_bedrooms_idx\` ON \`properties\` (\`bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`properties_banner_idx\` ON \`properties\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_agent_idx\` ON \`properties\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_permit_expires_at_idx\` ON \`properties\` (\`permit_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`brn\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`whatsapp\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_slug_idx\` ON \`team\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`team_brn_idx\` ON \`team\` (\`brn\`);`)
  await db.run(sql`ALTER TABLE \`team_locales\` ADD \`bio\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_portals\`;`)
  await db.run(sql`DROP TABLE \`team_languages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`untranslated_ar\` text,
  	\`public_id\` text,
  	\`reference\` text NOT NULL,
  	\`permit_number\` text NOT NULL,
  	\`is_featured\` integer DEFAULT false,
  	\`status\` text DEFAULT 'sell' NOT NULL,
  	\`type\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`city\` text NOT NULL,
  	\`bedrooms\` numeric NOT NULL,
  	\`bathrooms\` numeric NOT NULL,
  	\`sqft\` numeric NOT NULL,
  	\`parking\` numeric DEFAULT 1 NOT NULL,
  	\`banner_id\` integer NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`completion_status\` text DEFAULT 'ready' NOT NULL,
  	\`handover_date\` text,
  	\`developer\` text,
  	\`sale_type\` text DEFAULT 'resale',
  	\`project_id\` integer,
  	\`furnishing\` text DEFAULT 'unfurnished',
  	\`service_charge\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "untranslated_ar", "public_id", "reference", "permit_number", "is_featured", "status", "type", "price", "city", "bedrooms", "bathrooms", "sqft", "parking", "banner_id", "agent_id", "completion_status", "handover_date", "developer", "sale_type", "project_id", "furnishing", "service_charge", "updated_at", "created_at") SELECT "id", "untranslated_ar", "public_id", "reference", "permit_number", "is_featured", "status", "type", "price", "city", "bedrooms", "bathrooms", "sqft", "parking", "banner_id", "agent_id", "completion_status", "handover_date", "developer", "sale_type", "project_id", "furnishing", "service_charge", "updated_at", "created_at" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_public_id_idx\` ON \`properties\` (\`public_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_is_featured_idx\` ON \`properties\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_bedrooms_idx\` ON \`properties\` (\`bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`properties_banner_idx\` ON \`properties\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_agent_idx\` ON \`properties\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`team_slug_idx\`;`)
  await db.run(sql`DROP INDEX \`team_brn_idx\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`brn\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`team_locales\` DROP COLUMN \`bio\`;`)
}
