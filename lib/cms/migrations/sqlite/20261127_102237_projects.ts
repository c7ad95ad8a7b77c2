import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`projects_payment_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`percent\` numeric,
  	\`stage\` text,
  	\`instalments\` numeric DEFAULT 1,
  	\`due_months_after_booking\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_payment_plan_order_idx\` ON \`projects_payment_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_payment_plan_parent_id_idx\` ON \`projects_payment_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_unit_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`bedrooms\` numeric,
  	\`size_from_sqft\` numeric,
  	\`size_to_sqft\` numeric,
  	\`price_from_aed\` numeric,
  	\`availability\` text DEFAULT 'available',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_unit_types_order_idx\` ON \`projects_unit_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_unit_types_parent_id_idx\` ON \`projects_unit_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_amenities_order_idx\` ON \`projects_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_amenities_parent_id_idx\` ON \`projects_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`location\` text,
  	\`description\` text,
  	\`description_html\` text,
  	\`brochure_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`developer_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_media_id_idx\` ON \`projects_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_payment_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`percent\` numeric,
  	\`stage\` text,
  	\`instalments\` numeric DEFAULT 1,
  	\`due_months_after_booking\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_payment_plan_order_idx\` ON \`_projects_v_version_payment_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_payment_plan_parent_id_idx\` ON \`_projects_v_version_payment_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_unit_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`bedrooms\` numeric,
  	\`size_from_sqft\` numeric,
  	\`size_to_sqft\` numeric,
  	\`price_from_aed\` numeric,
  	\`availability\` text DEFAULT 'available',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_unit_types_order_idx\` ON \`_projects_v_version_unit_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_unit_types_parent_id_idx\` ON \`_projects_v_version_unit_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_amenities_order_idx\` ON \`_projects_v_version_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_amenities_parent_id_idx\` ON \`_projects_v_version_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
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
  	\`version_location\` text,
  	\`version_description\` text,
  	\`version_description_html\` text,
  	\`version_brochure_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_developer_id\`) REFERENCES \`developers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brochure_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_media_id_idx\` ON \`_projects_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`developers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`logo_id\` integer,
  	\`profile\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`developers_public_id_idx\` ON \`developers\` (\`public_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`developers_slug_idx\` ON \`developers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`developers_logo_idx\` ON \`developers\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`developers_updated_at_idx\` ON \`developers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`developers_created_at_idx\` ON \`developers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`brochures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`brochures_updated_at_idx\` ON \`brochures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brochures_created_at_idx\` ON \`brochures\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brochures_filename_idx\` ON \`brochures\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`project_id\` integer REFERENCES projects(id);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`projects_id\` integer REFERENCES projects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`developers_id\` integer REFERENCES developers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brochures_id\` integer REFERENCES brochures(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_developers_id_idx\` ON \`payload_locked_documents_rels\` (\`developers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brochures_id_idx\` ON \`payload_locked_documents_rels\` (\`brochures_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`projects_payment_plan\`;`)
  await db.run(sql`DROP TABLE \`projects_unit_types\`;`)
  await db.run(sql`DROP TABLE \`projects_amenities\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_payment_plan\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_unit_types\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_amenities\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`developers\`;`)
  await db.run(sql`DROP TABLE \`brochures\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text,
  	\`name\` text NOT NULL,
  	\`reference\` text NOT NULL,
  	\`permit_number\` text NOT NULL,
  	\`is_featured\` integer DEFAULT false,
  	\`status\` text DEFAULT 'sell' NOT NULL,
  	\`type\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`city\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`bedrooms\` numeric NOT NULL,
  	\`bathrooms\` numeric NOT NULL,
  	\`sqft\` numeric NOT NULL,
  	\`parking\` numeric DEFAULT 1 NOT NULL,
  	\`description\` text NOT NULL,
  	\`banner_id\` integer NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`completion_status\` text DEFAULT 'ready' NOT NULL,
  	\`handover_date\` text,
  	\`developer\` text,
  	\`payment_plan\` text,
  	\`furnishing\` text DEFAULT 'unfurnished',
  	\`service_charge\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "public_id", "name", "reference", "permit_number", "is_featured", "status", "type", "price", "city", "location", "bedrooms", "bathrooms", "sqft", "parking", "description", "banner_id", "agent_id", "completion_status", "handover_date", "developer", "payment_plan", "furnishing", "service_charge", "updated_at", "created_at") SELECT "id", "public_id", "name", "reference", "permit_number", "is_featured", "status", "type", "price", "city", "location", "bedrooms", "bathrooms", "sqft", "parking", "description", "banner_id", "agent_id", "completion_status", "handover_date", "developer", "payment_plan", "furnishing", "service_charge", "updated_at", "created_at" FROM \`properties\`;`)
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
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`articles_id\` integer,
  	\`team_id\` integer,
  	\`testimonials_id\` integer,
  	\`partners_id\` integer,
  	\`media_id\` integer,
  	\`enquiries_id\` integer,
  	\`applications_id\` integer,
  	\`complaints_id\` integer,
  	\`resumes_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "articles_id", "team_id", "testimonials_id", "partners_id", "media_id", "enquiries_id", "applications_id", "complaints_id", "resumes_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "articles_id", "team_id", "testimonials_id", "partners_id", "media_id", "enquiries_id", "applications_id", "complaints_id", "resumes_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
