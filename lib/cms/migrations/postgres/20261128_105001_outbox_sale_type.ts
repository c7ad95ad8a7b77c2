import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_sale_type" AS ENUM('primary', 'resale');
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('lead', 'brochure', 'alert', 'other');
  CREATE TYPE "public"."enum_outbox_delivery" AS ENUM('recorded', 'sent', 'failed');
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"kind" "enum_outbox_kind" NOT NULL,
  	"delivery" "enum_outbox_delivery" DEFAULT 'recorded' NOT NULL,
  	"error" varchar,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "sale_type" "enum_properties_sale_type" DEFAULT 'resale';
  UPDATE "properties" SET "sale_type" = 'primary' WHERE "completion_status" = 'off-plan' AND "project_id" IS NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "dld_waiver_percent" numeric DEFAULT 0;
  ALTER TABLE "_projects_v" ADD COLUMN "version_dld_waiver_percent" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "properties" DROP COLUMN "sale_type";
  ALTER TABLE "projects" DROP COLUMN "dld_waiver_percent";
  ALTER TABLE "_projects_v" DROP COLUMN "version_dld_waiver_percent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_properties_sale_type";
  DROP TYPE "public"."enum_outbox_kind";
  DROP TYPE "public"."enum_outbox_delivery";`)
}
