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
  await db.run(sql`ALTER TABLE \`projects\` ADD \`agent_id\` integer REFERENCES team(id);`)
  await db.run(sql`CREATE INDEX \`projects_agent_idx\` ON \`projects\` (\`agent_id\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_agent_id\` integer REFERENCES team(id);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_agent_idx\` ON \`_projects_v\` (\`version_agent_id\`);`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`brn\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`whatsapp\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_slug_idx\` ON \`team\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`team_brn_idx\` ON \`team\` (\`brn\`);`)
  await db.run(sql`ALTER TABLE \`team_locales\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`property_id\` integer REFERENCES properties(id);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`agent_id\` integer REFERENCES team(id);`)
  await db.run(sql`CREATE INDEX \`enquiries_property_idx\` ON \`enquiries\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_agent_idx\` ON \`enquiries\` (\`agent_id\`);`)
  await db.run(sql`ALTER TABLE \`interests\` ADD \`agent_id\` integer REFERENCES team(id);`)
  await db.run(sql`CREATE INDEX \`interests_agent_idx\` ON \`interests\` (\`agent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`feeds_token\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_portals\`;`)
  await db.run(sql`DROP TABLE \`team_languages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`untranslated_ar\` text,
  	\`public_id\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`developer_id\` integer,
  	\`community\` text,
  	\`project_status\` text DEFAULT 'launching',
  	\`launch_date\` text,
  	\`construction_progress\` numeric DEFAULT 0,
  	\`handover_quarter\` text,
  	\`handover_year\` numeric,
  	\`dld_project_number\` text,
  	\`escrow_bank\` text,
  	\`is_verified\` integer DEFAULT false,
  	\`dld_waiver_percent\` numeric DEFAULT 0,
  	\`brochure_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`developer_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "untranslated_ar", "public_id", "name", "slug", "developer_id", "community", "project_status", "launch_date", "construction_progress", "handover_quarter", "handover_year", "dld_project_number", "escrow_bank", "is_verified", "dld_waiver_percent", "brochure_id", "updated_at", "created_at", "_status") SELECT "id", "untranslated_ar", "public_id", "name", "slug", "developer_id", "community", "project_status", "launch_date", "construction_progress", "handover_quarter", "handover_year", "dld_project_number", "escrow_bank", "is_verified", "dld_waiver_percent", "brochure_id", "updated_at", "created_at", "_status" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_public_id_idx\` ON \`projects\` (\`public_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_developer_idx\` ON \`projects\` (\`developer_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_community_idx\` ON \`projects\` (\`community\`);`)
  await db.run(sql`CREATE INDEX \`projects_project_status_idx\` ON \`projects\` (\`project_status\`);`)
  await db.run(sql`CREATE INDEX \`projects_launch_date_idx\` ON \`projects\` (\`launch_date\`);`)
  await db.run(sql`CREATE INDEX \`projects_handover_year_idx\` ON \`projects\` (\`handover_year\`);`)
  await db.run(sql`CREATE INDEX \`projects_brochure_idx\` ON \`projects\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_untranslated_ar\` text,
  	\`version_public_id\` text,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_developer_id\` integer,
  	\`version_community\` text,
  	\`version_project_status\` text DEFAULT 'launching',
  	\`version_launch_date\` text,
  	\`version_construction_progress\` numeric DEFAULT 0,
  	\`version_handover_quarter\` text,
  	\`version_handover_year\` numeric,
  	\`version_dld_project_number\` text,
  	\`version_escrow_bank\` text,
  	\`version_is_verified\` integer DEFAULT false,
  	\`version_dld_waiver_percent\` numeric DEFAULT 0,
  	\`version_brochure_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_developer_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brochure_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__projects_v\`("id", "parent_id", "version_untranslated_ar", "version_public_id", "version_name", "version_slug", "version_developer_id", "version_community", "version_project_status", "version_launch_date", "version_construction_progress", "version_handover_quarter", "version_handover_year", "version_dld_project_number", "version_escrow_bank", "version_is_verified", "version_dld_waiver_percent", "version_brochure_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_untranslated_ar", "version_public_id", "version_name", "version_slug", "version_developer_id", "version_community", "version_project_status", "version_launch_date", "version_construction_progress", "version_handover_quarter", "version_handover_year", "version_dld_project_number", "version_escrow_bank", "version_is_verified", "version_dld_waiver_percent", "version_brochure_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v\` RENAME TO \`_projects_v\`;`)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_public_id_idx\` ON \`_projects_v\` (\`version_public_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_developer_idx\` ON \`_projects_v\` (\`version_developer_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_community_idx\` ON \`_projects_v\` (\`version_community\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_project_status_idx\` ON \`_projects_v\` (\`version_project_status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_launch_date_idx\` ON \`_projects_v\` (\`version_launch_date\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_handover_year_idx\` ON \`_projects_v\` (\`version_handover_year\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_brochure_idx\` ON \`_projects_v\` (\`version_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`page\` text,
  	\`client_id\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "public_id", "first_name", "last_name", "email", "phone", "message", "page", "client_id", "status", "updated_at", "created_at") SELECT "id", "public_id", "first_name", "last_name", "email", "phone", "message", "page", "client_id", "status", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_public_id_idx\` ON \`enquiries\` (\`public_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_client_id_idx\` ON \`enquiries\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_interests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`unit_type\` text,
  	\`message\` text,
  	\`brochure_sent_at\` text,
  	\`client_id\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_interests\`("id", "public_id", "first_name", "last_name", "email", "phone", "project_id", "unit_type", "message", "brochure_sent_at", "client_id", "status", "updated_at", "created_at") SELECT "id", "public_id", "first_name", "last_name", "email", "phone", "project_id", "unit_type", "message", "brochure_sent_at", "client_id", "status", "updated_at", "created_at" FROM \`interests\`;`)
  await db.run(sql`DROP TABLE \`interests\`;`)
  await db.run(sql`ALTER TABLE \`__new_interests\` RENAME TO \`interests\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`interests_public_id_idx\` ON \`interests\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`interests_project_idx\` ON \`interests\` (\`project_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`interests_client_id_idx\` ON \`interests\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`interests_status_idx\` ON \`interests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`interests_updated_at_idx\` ON \`interests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`interests_created_at_idx\` ON \`interests\` (\`created_at\`);`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`feeds_token\`;`)
}
