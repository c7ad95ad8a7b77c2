import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_kind" AS ENUM('listings', 'projects', 'listing');
  CREATE TYPE "public"."enum_alerts_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_alerts_locale" AS ENUM('en', 'ar', 'ru', 'zh');
  CREATE TYPE "public"."enum_alerts_currency" AS ENUM('AED', 'USD', 'EUR', 'GBP', 'INR', 'RUB', 'CNY');
  CREATE TYPE "public"."enum_alert_subscribers_locale" AS ENUM('en', 'ar', 'ru', 'zh');
  CREATE TYPE "public"."enum_alert_matches_reason" AS ENUM('new', 'price-drop');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'alertsMatchListing', 'alertsMatchProject', 'alertsDeliver', 'alertsDigest', 'alertsExpire');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'alertsMatchListing', 'alertsMatchProject', 'alertsDeliver', 'alertsDigest', 'alertsExpire');
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"kind" "enum_alerts_kind" NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"search_key" varchar NOT NULL,
  	"search" jsonb,
  	"listing_id" integer,
  	"watched_price" numeric,
  	"frequency" "enum_alerts_frequency" NOT NULL,
  	"locale" "enum_alerts_locale" NOT NULL,
  	"currency" "enum_alerts_currency" NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"next_delivery_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"locale" "enum_alert_subscribers_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"property_id" integer,
  	"project_id" integer,
  	"reason" "enum_alert_matches_reason" NOT NULL,
  	"price" numeric,
  	"previous_price" numeric,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL,
  	"claim" varchar NOT NULL,
  	"homes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "outbox" ADD COLUMN "html" varchar;
  ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_matches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_sends_id" integer;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_listing_id_properties_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_sends" ADD CONSTRAINT "alert_sends_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alerts_kind_idx" ON "alerts" USING btree ("kind");
  CREATE INDEX "alerts_subscriber_idx" ON "alerts" USING btree ("subscriber_id");
  CREATE UNIQUE INDEX "alerts_key_idx" ON "alerts" USING btree ("key");
  CREATE INDEX "alerts_search_key_idx" ON "alerts" USING btree ("search_key");
  CREATE INDEX "alerts_listing_idx" ON "alerts" USING btree ("listing_id");
  CREATE INDEX "alerts_confirmed_at_idx" ON "alerts" USING btree ("confirmed_at");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" USING btree ("email");
  CREATE UNIQUE INDEX "alert_subscribers_key_idx" ON "alert_subscribers" USING btree ("key");
  CREATE INDEX "alert_subscribers_updated_at_idx" ON "alert_subscribers" USING btree ("updated_at");
  CREATE INDEX "alert_subscribers_created_at_idx" ON "alert_subscribers" USING btree ("created_at");
  CREATE INDEX "alert_matches_alert_idx" ON "alert_matches" USING btree ("alert_id");
  CREATE UNIQUE INDEX "alert_matches_key_idx" ON "alert_matches" USING btree ("key");
  CREATE INDEX "alert_matches_property_idx" ON "alert_matches" USING btree ("property_id");
  CREATE INDEX "alert_matches_project_idx" ON "alert_matches" USING btree ("project_id");
  CREATE INDEX "alert_matches_sent_at_idx" ON "alert_matches" USING btree ("sent_at");
  CREATE INDEX "alert_matches_updated_at_idx" ON "alert_matches" USING btree ("updated_at");
  CREATE INDEX "alert_matches_created_at_idx" ON "alert_matches" USING btree ("created_at");
  CREATE INDEX "alert_sends_alert_idx" ON "alert_sends" USING btree ("alert_id");
  CREATE UNIQUE INDEX "alert_sends_claim_idx" ON "alert_sends" USING btree ("claim");
  CREATE INDEX "alert_sends_updated_at_idx" ON "alert_sends" USING btree ("updated_at");
  CREATE INDEX "alert_sends_created_at_idx" ON "alert_sends" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk" FOREIGN KEY ("alert_subscribers_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_matches_fk" FOREIGN KEY ("alert_matches_id") REFERENCES "public"."alert_matches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_sends_fk" FOREIGN KEY ("alert_sends_id") REFERENCES "public"."alert_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");
  CREATE INDEX "payload_locked_documents_rels_alert_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_alert_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_matches_id");
  CREATE INDEX "payload_locked_documents_rels_alert_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_sends_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_matches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alert_subscribers" CASCADE;
  DROP TABLE "alert_matches" CASCADE;
  DROP TABLE "alert_sends" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_matches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_sends_fk";
  
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_matches_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_sends_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "html";
  ALTER TABLE "outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_matches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_sends_id";
  DROP TYPE "public"."enum_alerts_kind";
  DROP TYPE "public"."enum_alerts_frequency";
  DROP TYPE "public"."enum_alerts_locale";
  DROP TYPE "public"."enum_alerts_currency";
  DROP TYPE "public"."enum_alert_subscribers_locale";
  DROP TYPE "public"."enum_alert_matches_reason";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
