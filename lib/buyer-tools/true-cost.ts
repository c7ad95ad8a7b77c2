import type { Message } from '@/lib/validation/messages'
import type { MortgageRules, PurchaseFees } from './market-settings'

/**
 * What buying a Dubai home really costs: the loan a bank may give (UAE Central Bank caps), the
 * monthly payment, and the cash needed on the day (DLD, trustee, registration, agency and
 * valuation fees). Pure: the rules and fees come from site settings, every figure is in AED.
 *
 * Who sells decides two of the fees. An off-plan unit bought from the developer (a primary
 * sale) carries no agency fee, as the firm promises on every project page: the developer pays
 * the broker. The developer may also pay part of the DLD transfer fee (a launch offer, set per
 * project). A resale, ready or off-plan, carries the agency fee and the full DLD fee.
 */

export type Residency = 'expatriate' | 'national'
export type PropertyOrder = 'first' | 'second'
export type Completion = 'ready' | 'off-plan'
/** 'primary': bought from the developer; 'resale': from an owner. A ready home is always a resale. */
export type SaleType = 'primary' | 'resale'

export interface BuyerProfile {
  residency: Residency
  order: PropertyOrder
  completion: Completion
}

export interface TrueCostInput extends BuyerProfile {
  price: number
  downPayment: number
  termYears: number
  /** Yearly, in percent. */
  interestRate: number
  /** The borrower's age today: the loan must end by the age limit. */
  age: number
  /** Who sells: see `saleTermsOf` for what is assumed when it is not given. */
  saleType?: SaleType
  /** The share (0-100 %) of the DLD transfer fee the developer pays; only on a primary sale. */
  dldWaiverPercent?: number
}

/** What the sale changes in the fees. */
export interface SaleTerms {
  saleType: SaleType
  /** The agency fee is due: on a resale only. */
  agencyFee: boolean
  /** The share of the DLD transfer fee the developer pays, 0 on a resale. */
  dldWaiverPercent: number
}

/** A resale: the agency fee and the whole DLD fee (what a ready home always is). */
export const RESALE_TERMS: SaleTerms = { saleType: 'resale', agencyFee: true, dldWaiverPercent: 0 }

/**
 * The sale as the fees see it. A ready home is a resale whatever is said; an off-plan purchase
 * with no sale type given is taken as bought from the developer, the usual off-plan purchase.
 */
export function saleTermsOf(input: Pick<TrueCostInput, 'completion' | 'saleType' | 'dldWaiverPercent'>): SaleTerms {
  const saleType = input.completion === 'ready' ? 'resale' : (input.saleType ?? 'primary')
  if (saleType === 'resale') return RESALE_TERMS
  const waiver = input.dldWaiverPercent ?? 0
  return {
    saleType,
    agencyFee: false,
    dldWaiverPercent: Number.isFinite(waiver) ? Math.min(100, Math.max(0, waiver)) : 0,
  }
}

export interface UpfrontCosts {
  dldTransfer: number
  trustee: number
  mortgageRegistration: number
  /** 0 on a primary sale: the developer pays the broker. */
  agency: number
  valuation: number
  /** The part of the DLD transfer fee the developer pays (0 or more), taken off the total. */
  dldWaiver: number
  total: number
}

export interface TrueCost {
  loan: number
  /** The share of the price borrowed, in percent. */
  loanToValue: number
  maxLoanToValue: number
  maxLoan: number
  /** The least down payment the cap allows. */
  minDownPayment: number
  /** The longest term the borrower's age and the rules allow. */
  maxTermYears: number
  monthlyPayment: number
  totalInterest: number
  upfront: UpfrontCosts
  /** Who sells, as the fees were worked out (a ready home is always a resale). */
  saleType: SaleType
  /** The share of the DLD transfer fee the developer pays, as applied (0 on a resale). */
  dldWaiverPercent: number
  /** Down payment plus upfront costs. */
  cashNeeded: number
  goldenVisaEligible: boolean
}

/** The maximum loan-to-value (percent) for a buyer and price. */
export function maxLoanToValue(rules: MortgageRules, profile: BuyerProfile, price: number): number {
  const { ltv } = rules
  if (profile.completion === 'off-plan') return ltv.offPlan
  const national = profile.residency === 'national'
  if (profile.order === 'second') return national ? ltv.nationalSecond : ltv.expatSecond
  const upToThreshold = price <= rules.ltvPriceThreshold
  if (national) return upToThreshold ? ltv.nationalFirstUpToThreshold : ltv.nationalFirstAboveThreshold
  return upToThreshold ? ltv.expatFirstUpToThreshold : ltv.expatFirstAboveThreshold
}

/**
 * The least down payment the cap allows, in whole dirhams: the figure the form suggests and the
 * one its check demands are the same, so a visitor who types the suggestion is never refused.
 */
export function minDownPaymentFor(rules: MortgageRules, profile: BuyerProfile, price: number): number {
  return Math.max(0, Math.ceil(price - (price * maxLoanToValue(rules, profile, price)) / 100))
}

/** The longest term for a borrower of this age: the rule's maximum, ending by the age limit. */
export function maxTermFor(rules: MortgageRules, residency: Residency, age: number): number {
  const ageLimit = residency === 'national' ? rules.maxAgeNational : rules.maxAgeExpat
  return Math.max(0, Math.min(rules.maxTermYears, Math.floor(ageLimit - age)))
}

/** The level monthly payment of an annuity loan; a 0 % loan is repaid in equal parts. */
export function monthlyPayment(loan: number, interestRate: number, termYears: number): number {
  if (loan <= 0 || termYears <= 0) return 0
  const months = Math.round(termYears * 12)
  const monthlyRate = interestRate / 100 / 12
  if (monthlyRate === 0) return loan / months
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
}

const roundFils = (value: number) => Math.round(value * 100) / 100

/**
 * The fees paid on the day of transfer. No loan: no registration and no bank valuation. The
 * developer's share of the DLD fee covers the transfer fee itself (the percentage), not the
 * administration charges.
 */
export function upfrontCosts(fees: PurchaseFees, price: number, loan: number, sale: SaleTerms = RESALE_TERMS): UpfrontCosts {
  const vat = 1 + fees.vatPercent / 100
  const transferFee = (price * fees.dldTransferPercent) / 100
  const dldTransfer = transferFee + fees.dldAdminFee
  const trustee = (price >= fees.trusteeThreshold ? fees.trusteeFeeHigh : fees.trusteeFeeLow) * vat
  const mortgageRegistration = loan > 0 ? (loan * fees.mortgageRegistrationPercent) / 100 + fees.mortgageRegistrationFee : 0
  const agency = sale.agencyFee ? ((price * fees.agencyFeePercent) / 100) * vat : 0
  const valuation = loan > 0 ? fees.valuationFee : 0
  const parts = {
    dldTransfer: roundFils(dldTransfer),
    trustee: roundFils(trustee),
    mortgageRegistration: roundFils(mortgageRegistration),
    agency: roundFils(agency),
    valuation: roundFils(valuation),
  }
  const dldWaiver = roundFils((transferFee * sale.dldWaiverPercent) / 100)
  const total = roundFils(Object.values(parts).reduce((sum, part) => sum + part, 0) - dldWaiver)
  return { ...parts, dldWaiver, total }
}

/**
 * The whole picture for one valid input. Inputs that break a rule (a loan above the cap, a
 * term past the age limit) are refused before this by `trueCostIssues`; the figures here are
 * still computed for them, so a caller can show what the rule allows.
 */
export function computeTrueCost(input: TrueCostInput, rules: MortgageRules, fees: PurchaseFees): TrueCost {
  const { price } = input
  const downPayment = Math.min(Math.max(input.downPayment, 0), price)
  // In fils, so a price or down payment with decimals leaves no floating-point dust in the loan.
  const loan = roundFils(price - downPayment)
  const maxLtv = maxLoanToValue(rules, input, price)
  const maxLoan = roundFils((price * maxLtv) / 100)
  const payment = monthlyPayment(loan, input.interestRate, input.termYears)
  const sale = saleTermsOf(input)
  const upfront = upfrontCosts(fees, price, loan, sale)
  const months = Math.round(input.termYears * 12)
  return {
    loan,
    loanToValue: price > 0 ? roundFils((loan / price) * 100) : 0,
    maxLoanToValue: maxLtv,
    maxLoan,
    minDownPayment: minDownPaymentFor(rules, input, price),
    maxTermYears: maxTermFor(rules, input.residency, input.age),
    monthlyPayment: roundFils(payment),
    totalInterest: loan > 0 ? roundFils(payment * months - loan) : 0,
    upfront,
    saleType: sale.saleType,
    dldWaiverPercent: sale.dldWaiverPercent,
    cashNeeded: roundFils(downPayment + upfront.total),
    goldenVisaEligible: price >= fees.goldenVisaThreshold,
  }
}

export type TrueCostField = 'price' | 'downPayment' | 'termYears' | 'interestRate' | 'age'

/**
 * The rules an input can break that depend on more than one field, as messages of the
 * Validation namespace with the figures they name (lib/validation/messages.ts shows them in the
 * visitor's edition). Shared by the form in the browser and the server (lib/validation/true-cost.ts).
 */
export function trueCostIssues(input: TrueCostInput, rules: MortgageRules): Partial<Record<TrueCostField, Message>> {
  const issues: Partial<Record<TrueCostField, Message>> = {}
  if (input.downPayment > input.price) {
    issues.downPayment = 'trueCost.downPaymentAbovePrice'
  } else {
    const minDown = minDownPaymentFor(rules, input, input.price)
    if (input.downPayment < minDown) {
      const maxLtv = maxLoanToValue(rules, input, input.price)
      issues.downPayment = { key: 'trueCost.downPaymentAtLeast', values: { amount: minDown, ltv: maxLtv } }
    }
  }
  const ageLimit = input.residency === 'national' ? rules.maxAgeNational : rules.maxAgeExpat
  const maxTerm = maxTermFor(rules, input.residency, input.age)
  if (input.age >= ageLimit) {
    issues.age = { key: 'trueCost.borrowerTooOld', values: { limit: ageLimit } }
  } else if (input.termYears > maxTerm) {
    issues.termYears =
      maxTerm < rules.maxTermYears
        ? { key: 'trueCost.termPastAgeLimit', values: { limit: ageLimit, age: input.age, years: maxTerm } }
        : { key: 'trueCost.termAtMostYears', values: { years: rules.maxTermYears } }
  }
  return issues
}
