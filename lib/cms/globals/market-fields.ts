import type { Field } from 'payload'
import { ADMIN_DATE } from '@/lib/admin-display'
import { DEFAULT_MARKET_SETTINGS as D } from '@/lib/buyer-tools/market-settings'

// The buyer tools' figures in site settings (lib/buyer-tools/market-settings.ts): staff change
// a rate or fee here and every calculator, listing and comparison follows.

const percent = (name: string, label: string, defaultValue: number): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  defaultValue,
  admin: { step: 0.01, width: '25%' },
})

const aed = (name: string, label: string, defaultValue: number, description?: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  defaultValue,
  admin: { width: '25%', description },
})

export const mortgageFields: Field[] = [
  {
    name: 'mortgage',
    type: 'group',
    admin: { description: 'UAE Central Bank limits and the calculator’s starting values.' },
    fields: [
      {
        name: 'ltv',
        label: 'Maximum loan-to-value (%)',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              percent('expatFirstUpToThreshold', 'Expatriate, first home up to the threshold', D.mortgage.ltv.expatFirstUpToThreshold),
              percent('expatFirstAboveThreshold', 'Expatriate, first home above it', D.mortgage.ltv.expatFirstAboveThreshold),
              percent('expatSecond', 'Expatriate, second home', D.mortgage.ltv.expatSecond),
              percent('offPlan', 'Off-plan (any buyer)', D.mortgage.ltv.offPlan),
            ],
          },
          {
            type: 'row',
            fields: [
              percent('nationalFirstUpToThreshold', 'UAE national, first home up to the threshold', D.mortgage.ltv.nationalFirstUpToThreshold),
              percent('nationalFirstAboveThreshold', 'UAE national, first home above it', D.mortgage.ltv.nationalFirstAboveThreshold),
              percent('nationalSecond', 'UAE national, second home', D.mortgage.ltv.nationalSecond),
            ],
          },
        ],
      },
      {
        type: 'row',
        fields: [
          aed('ltvPriceThreshold', 'Threshold price (AED)', D.mortgage.ltvPriceThreshold),
          { name: 'maxTermYears', label: 'Longest term (years)', type: 'number', required: true, min: 1, max: 35, defaultValue: D.mortgage.maxTermYears, admin: { width: '25%' } },
          { name: 'maxAgeExpat', label: 'Loan ends by age: expatriates', type: 'number', required: true, min: 40, max: 90, defaultValue: D.mortgage.maxAgeExpat, admin: { width: '25%' } },
          { name: 'maxAgeNational', label: 'Loan ends by age: UAE nationals', type: 'number', required: true, min: 40, max: 90, defaultValue: D.mortgage.maxAgeNational, admin: { width: '25%' } },
        ],
      },
      {
        type: 'row',
        fields: [
          percent('defaultInterestRate', 'Starting interest rate (%)', D.mortgage.defaultInterestRate),
          { name: 'defaultTermYears', label: 'Starting term (years)', type: 'number', required: true, min: 1, max: 35, defaultValue: D.mortgage.defaultTermYears, admin: { width: '25%' } },
          { name: 'defaultBorrowerAge', label: 'Starting borrower age', type: 'number', required: true, min: 18, max: 80, defaultValue: D.mortgage.defaultBorrowerAge, admin: { width: '25%' } },
        ],
      },
    ],
  },
  {
    name: 'purchaseFees',
    type: 'group',
    admin: { description: 'The fees a buyer pays on transfer day.' },
    fields: [
      {
        type: 'row',
        fields: [
          percent('dldTransferPercent', 'DLD transfer fee (%)', D.fees.dldTransferPercent),
          aed('dldAdminFee', 'DLD admin fee (AED)', D.fees.dldAdminFee),
          percent('vatPercent', 'VAT (%)', D.fees.vatPercent),
          percent('agencyFeePercent', 'Agency fee (% + VAT)', D.fees.agencyFeePercent),
        ],
      },
      {
        type: 'row',
        fields: [
          aed('trusteeFeeHigh', 'Trustee fee at or above the threshold (AED + VAT)', D.fees.trusteeFeeHigh),
          aed('trusteeFeeLow', 'Trustee fee below it (AED + VAT)', D.fees.trusteeFeeLow),
          aed('trusteeThreshold', 'Trustee threshold price (AED)', D.fees.trusteeThreshold),
        ],
      },
      {
        type: 'row',
        fields: [
          percent('mortgageRegistrationPercent', 'Mortgage registration (% of loan)', D.fees.mortgageRegistrationPercent),
          aed('mortgageRegistrationFee', 'Mortgage registration admin (AED)', D.fees.mortgageRegistrationFee),
          aed('valuationFee', 'Bank valuation (AED)', D.fees.valuationFee),
          aed('goldenVisaThreshold', 'Golden Visa from (AED)', D.fees.goldenVisaThreshold),
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'rentalYieldMinComparables',
        label: 'Rent comparables needed for a yield estimate',
        type: 'number',
        required: true,
        min: 1,
        max: 50,
        defaultValue: D.rentalYieldMinComparables,
        admin: { width: '50%' },
      },
      {
        name: 'permitValidationUrl',
        label: 'Permit validation address',
        type: 'text',
        required: true,
        defaultValue: D.permitValidationUrl,
        admin: { width: '50%', description: '{permit} is replaced by the listing’s Trakheesi permit number.' },
      },
    ],
  },
]

const rate = (name: string, defaultValue: number): Field => ({
  name,
  label: `AED per 1 ${name.toUpperCase()}`,
  type: 'number',
  required: true,
  min: 0.000001,
  defaultValue,
  admin: { step: 0.0001, width: '33%' },
})

export const exchangeRateFields: Field[] = [
  {
    name: 'exchangeRates',
    type: 'group',
    admin: { description: 'Used for the currency switch only; prices are stored and published in AED. Never fetched from the internet: update them here.' },
    fields: [
      {
        type: 'row',
        fields: [rate('usd', D.exchangeRates.aedPerUnit.USD), rate('eur', D.exchangeRates.aedPerUnit.EUR), rate('gbp', D.exchangeRates.aedPerUnit.GBP)],
      },
      {
        type: 'row',
        fields: [rate('inr', D.exchangeRates.aedPerUnit.INR), rate('rub', D.exchangeRates.aedPerUnit.RUB), rate('cny', D.exchangeRates.aedPerUnit.CNY)],
      },
      {
        name: 'updatedAt',
        label: 'Rates as of',
        type: 'date',
        required: true,
        defaultValue: D.exchangeRates.updatedAt ?? undefined,
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DATE }, description: 'Shown beside converted prices.' },
      },
    ],
  },
]
