import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { copyEnglishIntoLocales } from '../english-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "properties_amenities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties_building_info_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties_locales" (
  	"name" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"payment_plan" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_payment_plan_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_amenities_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"location" varchar,
  	"description" jsonb,
  	"description_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_payment_plan_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_amenities_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_location" varchar,
  	"version_description" jsonb,
  	"version_description_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "developers_locales" (
  	"profile" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb NOT NULL,
  	"html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_locales" (
  	"designation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"location" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"address" varchar DEFAULT 'Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE' NOT NULL,
  	"opening_hours" varchar DEFAULT 'Mon–Sat, 9:00–19:00',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_projects_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "published_locale" "enum__projects_v_published_locale";
  ALTER TABLE "properties_amenities_locales" ADD CONSTRAINT "properties_amenities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_building_info_locales" ADD CONSTRAINT "properties_building_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_building_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_payment_plan_locales" ADD CONSTRAINT "projects_payment_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_payment_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_amenities_locales" ADD CONSTRAINT "projects_amenities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_payment_plan_locales" ADD CONSTRAINT "_projects_v_version_payment_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_payment_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_amenities_locales" ADD CONSTRAINT "_projects_v_version_amenities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "developers_locales" ADD CONSTRAINT "developers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_locales" ADD CONSTRAINT "team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "properties_amenities_locales_locale_parent_id_unique" ON "properties_amenities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "properties_building_info_locales_locale_parent_id_unique" ON "properties_building_info_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_payment_plan_locales_locale_parent_id_unique" ON "projects_payment_plan_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_amenities_locales_locale_parent_id_unique" ON "projects_amenities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_payment_plan_locales_locale_parent_id_un" ON "_projects_v_version_payment_plan_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_amenities_locales_locale_parent_id_uniqu" ON "_projects_v_version_amenities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "developers_locales_locale_parent_id_unique" ON "developers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "team_locales_locale_parent_id_unique" ON "team_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");`)
  // Every existing text becomes the English row before its old column goes.
  for (const statement of copyEnglishIntoLocales()) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "properties_amenities" DROP COLUMN "name";
  ALTER TABLE "properties_building_info" DROP COLUMN "value";
  ALTER TABLE "properties" DROP COLUMN "name";
  ALTER TABLE "properties" DROP COLUMN "location";
  ALTER TABLE "properties" DROP COLUMN "description";
  ALTER TABLE "properties" DROP COLUMN "payment_plan";
  ALTER TABLE "projects_payment_plan" DROP COLUMN "label";
  ALTER TABLE "projects_amenities" DROP COLUMN "name";
  ALTER TABLE "projects" DROP COLUMN "location";
  ALTER TABLE "projects" DROP COLUMN "description";
  ALTER TABLE "projects" DROP COLUMN "description_html";
  ALTER TABLE "_projects_v_version_payment_plan" DROP COLUMN "label";
  ALTER TABLE "_projects_v_version_amenities" DROP COLUMN "name";
  ALTER TABLE "_projects_v" DROP COLUMN "version_location";
  ALTER TABLE "_projects_v" DROP COLUMN "version_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_description_html";
  ALTER TABLE "developers" DROP COLUMN "profile";
  ALTER TABLE "articles" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "excerpt";
  ALTER TABLE "articles" DROP COLUMN "content";
  ALTER TABLE "articles" DROP COLUMN "html";
  ALTER TABLE "team" DROP COLUMN "designation";
  ALTER TABLE "testimonials" DROP COLUMN "location";
  ALTER TABLE "testimonials" DROP COLUMN "message";
  ALTER TABLE "site_settings" DROP COLUMN "address";
  ALTER TABLE "site_settings" DROP COLUMN "opening_hours";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_amenities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "properties_building_info_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "properties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_payment_plan_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_amenities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_payment_plan_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_amenities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "developers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_amenities_locales" CASCADE;
  DROP TABLE "properties_building_info_locales" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "projects_payment_plan_locales" CASCADE;
  DROP TABLE "projects_amenities_locales" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "_projects_v_version_payment_plan_locales" CASCADE;
  DROP TABLE "_projects_v_version_amenities_locales" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "developers_locales" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "team_locales" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP INDEX "_projects_v_snapshot_idx";
  DROP INDEX "_projects_v_published_locale_idx";
  ALTER TABLE "properties_amenities" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "properties_building_info" ADD COLUMN "value" varchar NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "location" varchar NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "payment_plan" varchar;
  ALTER TABLE "projects_payment_plan" ADD COLUMN "label" varchar;
  ALTER TABLE "projects_amenities" ADD COLUMN "name" varchar;
  ALTER TABLE "projects" ADD COLUMN "location" varchar;
  ALTER TABLE "projects" ADD COLUMN "description" jsonb;
  ALTER TABLE "projects" ADD COLUMN "description_html" varchar;
  ALTER TABLE "_projects_v_version_payment_plan" ADD COLUMN "label" varchar;
  ALTER TABLE "_projects_v_version_amenities" ADD COLUMN "name" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_description_html" varchar;
  ALTER TABLE "developers" ADD COLUMN "profile" varchar;
  ALTER TABLE "articles" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "articles" ADD COLUMN "content" jsonb NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "html" varchar;
  ALTER TABLE "team" ADD COLUMN "designation" varchar NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "location" varchar NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "message" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "address" varchar DEFAULT 'Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "opening_hours" varchar DEFAULT 'Mon–Sat, 9:00–19:00';
  ALTER TABLE "_projects_v" DROP COLUMN "snapshot";
  ALTER TABLE "_projects_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__projects_v_published_locale";`)
}
