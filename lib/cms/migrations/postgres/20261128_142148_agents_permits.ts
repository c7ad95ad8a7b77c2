import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_portals" AS ENUM('property-finder', 'bayut');
  CREATE TYPE "public"."enum_properties_publication" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum_team_languages" AS ENUM('ar', 'en', 'fr', 'de', 'it', 'es', 'pt', 'ru', 'uk', 'zh', 'hi', 'ur', 'pa', 'gu', 'ml', 'ta', 'bn', 'fa', 'tr', 'tl', 'af', 'nl', 'pl', 'ro', 'el', 'ja', 'ko');
  CREATE TABLE "properties_portals" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_properties_portals",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "team_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_team_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "properties" ALTER COLUMN "permit_number" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "agent_id" DROP NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "publication" "enum_properties_publication" DEFAULT 'draft' NOT NULL;
  UPDATE "properties" SET "publication" = 'published';
  ALTER TABLE "properties" ADD COLUMN "permit_expires_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "permit_checked_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "agent_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_agent_id" integer;
  ALTER TABLE "team" ADD COLUMN "slug" varchar;
  ALTER TABLE "team" ADD COLUMN "brn" varchar;
  ALTER TABLE "team" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "team_locales" ADD COLUMN "bio" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "property_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "agent_id" integer;
  ALTER TABLE "interests" ADD COLUMN "agent_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "feeds_token" varchar;
  ALTER TABLE "properties_portals" ADD CONSTRAINT "properties_portals_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_languages" ADD CONSTRAINT "team_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_portals_order_idx" ON "properties_portals" USING btree ("order");
  CREATE INDEX "properties_portals_parent_idx" ON "properties_portals" USING btree ("parent_id");
  CREATE INDEX "team_languages_order_idx" ON "team_languages" USING btree ("order");
  CREATE INDEX "team_languages_parent_idx" ON "team_languages" USING btree ("parent_id");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_agent_id_team_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_agent_id_team_id_fk" FOREIGN KEY ("version_agent_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_agent_id_team_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interests" ADD CONSTRAINT "interests_agent_id_team_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_publication_idx" ON "properties" USING btree ("publication");
  CREATE INDEX "properties_permit_expires_at_idx" ON "properties" USING btree ("permit_expires_at");
  CREATE INDEX "projects_agent_idx" ON "projects" USING btree ("agent_id");
  CREATE INDEX "_projects_v_version_version_agent_idx" ON "_projects_v" USING btree ("version_agent_id");
  CREATE UNIQUE INDEX "team_slug_idx" ON "team" USING btree ("slug");
  CREATE INDEX "team_brn_idx" ON "team" USING btree ("brn");
  CREATE INDEX "enquiries_property_idx" ON "enquiries" USING btree ("property_id");
  CREATE INDEX "enquiries_agent_idx" ON "enquiries" USING btree ("agent_id");
  CREATE INDEX "interests_agent_idx" ON "interests" USING btree ("agent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_portals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_languages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_portals" CASCADE;
  DROP TABLE "team_languages" CASCADE;
  ALTER TABLE "projects" DROP CONSTRAINT "projects_agent_id_team_id_fk";
  
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_agent_id_team_id_fk";
  
  ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_property_id_properties_id_fk";
  
  ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_agent_id_team_id_fk";
  
  ALTER TABLE "interests" DROP CONSTRAINT "interests_agent_id_team_id_fk";
  
  DROP INDEX "properties_publication_idx";
  DROP INDEX "properties_permit_expires_at_idx";
  DROP INDEX "projects_agent_idx";
  DROP INDEX "_projects_v_version_version_agent_idx";
  DROP INDEX "team_slug_idx";
  DROP INDEX "team_brn_idx";
  DROP INDEX "enquiries_property_idx";
  DROP INDEX "enquiries_agent_idx";
  DROP INDEX "interests_agent_idx";
  ALTER TABLE "properties" ALTER COLUMN "permit_number" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "agent_id" SET NOT NULL;
  ALTER TABLE "properties" DROP COLUMN "publication";
  ALTER TABLE "properties" DROP COLUMN "permit_expires_at";
  ALTER TABLE "properties" DROP COLUMN "permit_checked_at";
  ALTER TABLE "projects" DROP COLUMN "agent_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_agent_id";
  ALTER TABLE "team" DROP COLUMN "slug";
  ALTER TABLE "team" DROP COLUMN "brn";
  ALTER TABLE "team" DROP COLUMN "whatsapp";
  ALTER TABLE "team_locales" DROP COLUMN "bio";
  ALTER TABLE "enquiries" DROP COLUMN "property_id";
  ALTER TABLE "enquiries" DROP COLUMN "agent_id";
  ALTER TABLE "interests" DROP COLUMN "agent_id";
  ALTER TABLE "site_settings" DROP COLUMN "feeds_token";
  DROP TYPE "public"."enum_properties_portals";
  DROP TYPE "public"."enum_properties_publication";
  DROP TYPE "public"."enum_team_languages";`)
}
