import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_payment_plan_stage" AS ENUM('booking', 'construction', 'handover', 'post-handover');
  CREATE TYPE "public"."enum_projects_unit_types_type" AS ENUM('Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Duplex', 'Office', 'Retail');
  CREATE TYPE "public"."enum_projects_unit_types_availability" AS ENUM('available', 'limited', 'sold-out');
  CREATE TYPE "public"."enum_projects_project_status" AS ENUM('launching', 'under-construction', 'ready');
  CREATE TYPE "public"."enum_projects_handover_quarter" AS ENUM('Q1', 'Q2', 'Q3', 'Q4');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_payment_plan_stage" AS ENUM('booking', 'construction', 'handover', 'post-handover');
  CREATE TYPE "public"."enum__projects_v_version_unit_types_type" AS ENUM('Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Duplex', 'Office', 'Retail');
  CREATE TYPE "public"."enum__projects_v_version_unit_types_availability" AS ENUM('available', 'limited', 'sold-out');
  CREATE TYPE "public"."enum__projects_v_version_project_status" AS ENUM('launching', 'under-construction', 'ready');
  CREATE TYPE "public"."enum__projects_v_version_handover_quarter" AS ENUM('Q1', 'Q2', 'Q3', 'Q4');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "projects_payment_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"percent" numeric,
  	"stage" "enum_projects_payment_plan_stage",
  	"instalments" numeric DEFAULT 1,
  	"due_months_after_booking" numeric
  );
  
  CREATE TABLE "projects_unit_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_projects_unit_types_type",
  	"bedrooms" numeric,
  	"size_from_sqft" numeric,
  	"size_to_sqft" numeric,
  	"price_from_aed" numeric,
  	"availability" "enum_projects_unit_types_availability" DEFAULT 'available'
  );
  
  CREATE TABLE "projects_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"public_id" varchar,
  	"name" varchar,
  	"slug" varchar,
  	"developer_id" integer,
  	"community" varchar,
  	"project_status" "enum_projects_project_status" DEFAULT 'launching',
  	"launch_date" timestamp(3) with time zone,
  	"construction_progress" numeric DEFAULT 0,
  	"handover_quarter" "enum_projects_handover_quarter",
  	"handover_year" numeric,
  	"dld_project_number" varchar,
  	"escrow_bank" varchar,
  	"is_verified" boolean DEFAULT false,
  	"location" varchar,
  	"description" jsonb,
  	"description_html" varchar,
  	"brochure_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_projects_v_version_payment_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"percent" numeric,
  	"stage" "enum__projects_v_version_payment_plan_stage",
  	"instalments" numeric DEFAULT 1,
  	"due_months_after_booking" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_unit_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__projects_v_version_unit_types_type",
  	"bedrooms" numeric,
  	"size_from_sqft" numeric,
  	"size_to_sqft" numeric,
  	"price_from_aed" numeric,
  	"availability" "enum__projects_v_version_unit_types_availability" DEFAULT 'available',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_public_id" varchar,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_developer_id" integer,
  	"version_community" varchar,
  	"version_project_status" "enum__projects_v_version_project_status" DEFAULT 'launching',
  	"version_launch_date" timestamp(3) with time zone,
  	"version_construction_progress" numeric DEFAULT 0,
  	"version_handover_quarter" "enum__projects_v_version_handover_quarter",
  	"version_handover_year" numeric,
  	"version_dld_project_number" varchar,
  	"version_escrow_bank" varchar,
  	"version_is_verified" boolean DEFAULT false,
  	"version_location" varchar,
  	"version_description" jsonb,
  	"version_description_html" varchar,
  	"version_brochure_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "developers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"public_id" varchar,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_id" integer,
  	"profile" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brochures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "properties" ADD COLUMN "project_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "developers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brochures_id" integer;
  ALTER TABLE "projects_payment_plan" ADD CONSTRAINT "projects_payment_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_unit_types" ADD CONSTRAINT "projects_unit_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_amenities" ADD CONSTRAINT "projects_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_brochure_id_brochures_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."brochures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_payment_plan" ADD CONSTRAINT "_projects_v_version_payment_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_unit_types" ADD CONSTRAINT "_projects_v_version_unit_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_amenities" ADD CONSTRAINT "_projects_v_version_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_developer_id_developers_id_fk" FOREIGN KEY ("version_developer_id") REFERENCES "public"."developers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_brochure_id_brochures_id_fk" FOREIGN KEY ("version_brochure_id") REFERENCES "public"."brochures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "developers" ADD CONSTRAINT "developers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_payment_plan_order_idx" ON "projects_payment_plan" USING btree ("_order");
  CREATE INDEX "projects_payment_plan_parent_id_idx" ON "projects_payment_plan" USING btree ("_parent_id");
  CREATE INDEX "projects_unit_types_order_idx" ON "projects_unit_types" USING btree ("_order");
  CREATE INDEX "projects_unit_types_parent_id_idx" ON "projects_unit_types" USING btree ("_parent_id");
  CREATE INDEX "projects_amenities_order_idx" ON "projects_amenities" USING btree ("_order");
  CREATE INDEX "projects_amenities_parent_id_idx" ON "projects_amenities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_public_id_idx" ON "projects" USING btree ("public_id");
  CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
  CREATE INDEX "projects_developer_idx" ON "projects" USING btree ("developer_id");
  CREATE INDEX "projects_community_idx" ON "projects" USING btree ("community");
  CREATE INDEX "projects_project_status_idx" ON "projects" USING btree ("project_status");
  CREATE INDEX "projects_launch_date_idx" ON "projects" USING btree ("launch_date");
  CREATE INDEX "projects_handover_year_idx" ON "projects" USING btree ("handover_year");
  CREATE INDEX "projects_brochure_idx" ON "projects" USING btree ("brochure_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE INDEX "_projects_v_version_payment_plan_order_idx" ON "_projects_v_version_payment_plan" USING btree ("_order");
  CREATE INDEX "_projects_v_version_payment_plan_parent_id_idx" ON "_projects_v_version_payment_plan" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_unit_types_order_idx" ON "_projects_v_version_unit_types" USING btree ("_order");
  CREATE INDEX "_projects_v_version_unit_types_parent_id_idx" ON "_projects_v_version_unit_types" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_amenities_order_idx" ON "_projects_v_version_amenities" USING btree ("_order");
  CREATE INDEX "_projects_v_version_amenities_parent_id_idx" ON "_projects_v_version_amenities" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_public_id_idx" ON "_projects_v" USING btree ("version_public_id");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_developer_idx" ON "_projects_v" USING btree ("version_developer_id");
  CREATE INDEX "_projects_v_version_version_community_idx" ON "_projects_v" USING btree ("version_community");
  CREATE INDEX "_projects_v_version_version_project_status_idx" ON "_projects_v" USING btree ("version_project_status");
  CREATE INDEX "_projects_v_version_version_launch_date_idx" ON "_projects_v" USING btree ("version_launch_date");
  CREATE INDEX "_projects_v_version_version_handover_year_idx" ON "_projects_v" USING btree ("version_handover_year");
  CREATE INDEX "_projects_v_version_version_brochure_idx" ON "_projects_v" USING btree ("version_brochure_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "developers_public_id_idx" ON "developers" USING btree ("public_id");
  CREATE UNIQUE INDEX "developers_slug_idx" ON "developers" USING btree ("slug");
  CREATE INDEX "developers_logo_idx" ON "developers" USING btree ("logo_id");
  CREATE INDEX "developers_updated_at_idx" ON "developers" USING btree ("updated_at");
  CREATE INDEX "developers_created_at_idx" ON "developers" USING btree ("created_at");
  CREATE INDEX "brochures_updated_at_idx" ON "brochures" USING btree ("updated_at");
  CREATE INDEX "brochures_created_at_idx" ON "brochures" USING btree ("created_at");
  CREATE UNIQUE INDEX "brochures_filename_idx" ON "brochures" USING btree ("filename");
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_developers_fk" FOREIGN KEY ("developers_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brochures_fk" FOREIGN KEY ("brochures_id") REFERENCES "public"."brochures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_developers_id_idx" ON "payload_locked_documents_rels" USING btree ("developers_id");
  CREATE INDEX "payload_locked_documents_rels_brochures_id_idx" ON "payload_locked_documents_rels" USING btree ("brochures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_payment_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_unit_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_payment_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_unit_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "developers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brochures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "projects_payment_plan" CASCADE;
  DROP TABLE "projects_unit_types" CASCADE;
  DROP TABLE "projects_amenities" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "_projects_v_version_payment_plan" CASCADE;
  DROP TABLE "_projects_v_version_unit_types" CASCADE;
  DROP TABLE "_projects_v_version_amenities" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "developers" CASCADE;
  DROP TABLE "brochures" CASCADE;
  ALTER TABLE "properties" DROP CONSTRAINT "properties_project_id_projects_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_developers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brochures_fk";
  
  DROP INDEX "properties_project_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_developers_id_idx";
  DROP INDEX "payload_locked_documents_rels_brochures_id_idx";
  ALTER TABLE "properties" DROP COLUMN "project_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "developers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brochures_id";
  DROP TYPE "public"."enum_projects_payment_plan_stage";
  DROP TYPE "public"."enum_projects_unit_types_type";
  DROP TYPE "public"."enum_projects_unit_types_availability";
  DROP TYPE "public"."enum_projects_project_status";
  DROP TYPE "public"."enum_projects_handover_quarter";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_payment_plan_stage";
  DROP TYPE "public"."enum__projects_v_version_unit_types_type";
  DROP TYPE "public"."enum__projects_v_version_unit_types_availability";
  DROP TYPE "public"."enum__projects_v_version_project_status";
  DROP TYPE "public"."enum__projects_v_version_handover_quarter";
  DROP TYPE "public"."enum__projects_v_version_status";`)
}
