/**
 * The figures behind the buyer tools: UAE Central Bank loan-to-value caps, Dubai purchase fees
 * and exchange rates. Staff edit every one in the admin (site settings); the values here are
 * only what a fresh installation starts with and what stands in for a field left blank.
 */

export const CURRENCIES = ['AED', 'USD', 'EUR', 'GBP', 'INR', 'RUB', 'CNY'] as const
export type CurrencyCode = (typeof CURRENCIES)[number]
export type ForeignCurrency = Exclude<CurrencyCode, 'AED'>

export interface MortgageRules {
  /** Maximum loan-to-value in percent, per buyer (UAE Central Bank). */
  ltv: {
    expatFirstUpToThreshold: number
    expatFirstAboveThreshold: number
    expatSecond: number
    nationalFirstUpToThreshold: number
    nationalFirstAboveThreshold: number
    nationalSecond: number
    offPlan: number
  }
  /** A first home priced at or below this (AED) gets the higher cap. */
  ltvPriceThreshold: number
  maxTermYears: number
  /** The borrower's age the loan must end by. */
  maxAgeExpat: number
  maxAgeNational: number
  /** What the calculator starts with; the visitor changes them. */
  defaultInterestRate: number
  defaultTermYears: number
  defaultBorrowerAge: number
}

export interface PurchaseFees {
  dldTransferPercent: number
  dldAdminFee: number
  trusteeFeeHigh: number
  trusteeFeeLow: number
  /** Prices at or above this (AED) pay the higher trustee fee. */
  trusteeThreshold: number
  vatPercent: number
  mortgageRegistrationPercent: number
  mortgageRegistrationFee: number
  agencyFeePercent: number
  valuationFee: number
  /** A price at or above this (AED) can qualify the buyer for a Golden Visa. */
  goldenVisaThreshold: number
}

export interface ExchangeRates {
  /** AED for one unit of each currency, e.g. USD 3.6725. */
  aedPerUnit: Record<ForeignCurrency, number>
  /** When staff last set them (ISO date), shown as 'rates as of …'. */
  updatedAt: string | null
}

export interface MarketSettings {
  mortgage: MortgageRules
  fees: PurchaseFees
  exchangeRates: ExchangeRates
  /** Fewer rent comparables than this and no yield is estimated. */
  rentalYieldMinComparables: number
  /** The DLD address that validates a permit; {permit} is replaced by the permit number. */
  permitValidationUrl: string
}

export const DEFAULT_MARKET_SETTINGS: MarketSettings = {
  mortgage: {
    ltv: {
      expatFirstUpToThreshold: 80,
      expatFirstAboveThreshold: 70,
      expatSecond: 60,
      nationalFirstUpToThreshold: 85,
      nationalFirstAboveThreshold: 75,
      nationalSecond: 65,
      offPlan: 50,
    },
    ltvPriceThreshold: 5_000_000,
    maxTermYears: 25,
    maxAgeExpat: 65,
    maxAgeNational: 70,
    defaultInterestRate: 4.25,
    defaultTermYears: 25,
    defaultBorrowerAge: 35,
  },
  fees: {
    dldTransferPercent: 4,
    dldAdminFee: 580,
    trusteeFeeHigh: 4_000,
    trusteeFeeLow: 2_000,
    trusteeThreshold: 500_000,
    vatPercent: 5,
    mortgageRegistrationPercent: 0.25,
    mortgageRegistrationFee: 290,
    agencyFeePercent: 2,
    valuationFee: 3_000,
    goldenVisaThreshold: 2_000_000,
  },
  exchangeRates: {
    aedPerUnit: { USD: 3.6725, EUR: 4.25, GBP: 4.85, INR: 0.0418, RUB: 0.0452, CNY: 0.515 },
    updatedAt: '2026-11-20',
  },
  rentalYieldMinComparables: 3,
  permitValidationUrl: 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit={permit}',
}

/** The DLD validation address of one permit. */
export function permitValidationHref(template: string, permit: string): string {
  return template.replaceAll('{permit}', encodeURIComponent(permit))
}
