import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_expat_first_up_to_threshold" numeric DEFAULT 80 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_expat_first_above_threshold" numeric DEFAULT 70 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_expat_second" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_off_plan" numeric DEFAULT 50 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_national_first_up_to_threshold" numeric DEFAULT 85 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_national_first_above_threshold" numeric DEFAULT 75 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_national_second" numeric DEFAULT 65 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_ltv_price_threshold" numeric DEFAULT 5000000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_max_term_years" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_max_age_expat" numeric DEFAULT 65 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_max_age_national" numeric DEFAULT 70 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_default_interest_rate" numeric DEFAULT 4.25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_default_term_years" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mortgage_default_borrower_age" numeric DEFAULT 35 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_dld_transfer_percent" numeric DEFAULT 4 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_dld_admin_fee" numeric DEFAULT 580 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_vat_percent" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_agency_fee_percent" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_trustee_fee_high" numeric DEFAULT 4000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_trustee_fee_low" numeric DEFAULT 2000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_trustee_threshold" numeric DEFAULT 500000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_mortgage_registration_percent" numeric DEFAULT 0.25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_mortgage_registration_fee" numeric DEFAULT 290 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_valuation_fee" numeric DEFAULT 3000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_fees_golden_visa_threshold" numeric DEFAULT 2000000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "rental_yield_min_comparables" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "permit_validation_url" varchar DEFAULT 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit={permit}' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_usd" numeric DEFAULT 3.6725 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_eur" numeric DEFAULT 4.25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_gbp" numeric DEFAULT 4.85 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_inr" numeric DEFAULT 0.0418 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_rub" numeric DEFAULT 0.0452 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_cny" numeric DEFAULT 0.515 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "exchange_rates_updated_at" timestamp(3) with time zone DEFAULT '2026-11-20' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_expat_first_up_to_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_expat_first_above_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_expat_second";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_off_plan";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_national_first_up_to_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_national_first_above_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_national_second";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_ltv_price_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_max_term_years";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_max_age_expat";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_max_age_national";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_default_interest_rate";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_default_term_years";
  ALTER TABLE "site_settings" DROP COLUMN "mortgage_default_borrower_age";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_dld_transfer_percent";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_dld_admin_fee";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_vat_percent";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_agency_fee_percent";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_trustee_fee_high";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_trustee_fee_low";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_trustee_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_mortgage_registration_percent";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_mortgage_registration_fee";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_valuation_fee";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_fees_golden_visa_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "rental_yield_min_comparables";
  ALTER TABLE "site_settings" DROP COLUMN "permit_validation_url";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_usd";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_eur";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_gbp";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_inr";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_rub";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_cny";
  ALTER TABLE "site_settings" DROP COLUMN "exchange_rates_updated_at";`)
}
