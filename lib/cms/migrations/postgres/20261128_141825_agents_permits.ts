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
  ALTER TABLE "team" ADD COLUMN "slug" varchar;
  ALTER TABLE "team" ADD COLUMN "brn" varchar;
  ALTER TABLE "team" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "team_locales" ADD COLUMN "bio" varchar;
  ALTER TABLE "properties_portals" ADD CONSTRAINT "properties_portals_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_languages" ADD CONSTRAINT "team_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_portals_order_idx" ON "properties_portals" USING btree ("order");
  CREATE INDEX "properties_portals_parent_idx" ON "properties_portals" USING btree ("parent_id");
  CREATE INDEX "team_languages_order_idx" ON "team_languages" USING btree ("order");
  CREATE INDEX "team_languages_parent_idx" ON "team_languages" USING btree ("parent_id");
  CREATE INDEX "properties_publication_idx" ON "properties" USING btree ("publication");
  CREATE INDEX "properties_permit_expires_at_idx" ON "properties" USING btree ("permit_expires_at");
  CREATE UNIQUE INDEX "team_slug_idx" ON "team" USING btree ("slug");
  CREATE INDEX "team_brn_idx" ON "team" USING btree ("brn");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_portals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_languages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_portals" CASCADE;
  DROP TABLE "team_languages" CASCADE;
  DROP INDEX "properties_publication_idx";
  DROP INDEX "properties_permit_expires_at_idx";
  DROP INDEX "team_slug_idx";
  DROP INDEX "team_brn_idx";
  ALTER TABLE "properties" ALTER COLUMN "permit_number" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "agent_id" SET NOT NULL;
  ALTER TABLE "properties" DROP COLUMN "publication";
  ALTER TABLE "properties" DROP COLUMN "permit_expires_at";
  ALTER TABLE "properties" DROP COLUMN "permit_checked_at";
  ALTER TABLE "team" DROP COLUMN "slug";
  ALTER TABLE "team" DROP COLUMN "brn";
  ALTER TABLE "team" DROP COLUMN "whatsapp";
  ALTER TABLE "team_locales" DROP COLUMN "bio";
  DROP TYPE "public"."enum_properties_portals";
  DROP TYPE "public"."enum_properties_publication";
  DROP TYPE "public"."enum_team_languages";`)
}
