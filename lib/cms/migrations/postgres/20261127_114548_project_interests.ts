import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_interests_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TABLE "interests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"public_id" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"project_id" integer NOT NULL,
  	"unit_type" varchar,
  	"message" varchar,
  	"brochure_sent_at" timestamp(3) with time zone,
  	"client_id" varchar,
  	"status" "enum_interests_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "interests_id" integer;
  ALTER TABLE "interests" ADD CONSTRAINT "interests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "interests_public_id_idx" ON "interests" USING btree ("public_id");
  CREATE INDEX "interests_project_idx" ON "interests" USING btree ("project_id");
  CREATE UNIQUE INDEX "interests_client_id_idx" ON "interests" USING btree ("client_id");
  CREATE INDEX "interests_status_idx" ON "interests" USING btree ("status");
  CREATE INDEX "interests_updated_at_idx" ON "interests" USING btree ("updated_at");
  CREATE INDEX "interests_created_at_idx" ON "interests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_interests_fk" FOREIGN KEY ("interests_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_interests_id_idx" ON "payload_locked_documents_rels" USING btree ("interests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "interests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "interests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_interests_fk";
  
  DROP INDEX "payload_locked_documents_rels_interests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "interests_id";
  DROP TYPE "public"."enum_interests_status";`)
}
