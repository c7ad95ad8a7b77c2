import { z } from './z'
import type { MortgageRules } from '@/lib/buyer-tools/market-settings'
import {
  saleTermsOf,
  trueCostIssues,
  type SaleTerms,
  type TrueCostField,
  type TrueCostInput,
} from '@/lib/buyer-tools/true-cost'
import type { TrueCostFormValues } from '@/lib/buyer-tools/true-cost-query'

export { TRUE_COST_QUERY_KEYS, trueCostValuesFrom, type TrueCostFormValues } from '@/lib/buyer-tools/true-cost-query'

/**
 * The true-cost calculator's form, as the browser sends it (strings, from a GET query or the
 * live form) and as /api/v1/true-cost reads it. One schema for both, built from the staff's
 * rules because the limits (term, age) are theirs.
 */

/** Digits with optional grouping ('1,250,000', '1 250 000') and decimals. */
const NUMBER = /^\d{1,3}(?:[,\s]?\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/

function numberField(message: string, min: number, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((text) => NUMBER.test(text), message)
    .transform((text) => Number(text.replace(/[,\s]/g, '')))
    // A run of digits too long for a number arrives as Infinity: the same message, not zod's own.
    .pipe(z.number({ error: message }).min(min, message).max(max, message))
}

export function trueCostSchema(rules: MortgageRules) {
  const oldest = Math.max(rules.maxAgeExpat, rules.maxAgeNational) - 1
  return z
    .object({
      price: numberField('Enter the price in AED', 1, 10_000_000_000),
      downPayment: numberField('Enter the down payment in AED (0 or more)', 0, 10_000_000_000),
      termYears: z
        .string({ error: 'Enter the term in whole years' })
        .trim()
        .regex(/^\d{1,2}$/, 'Enter the term in whole years')
        .transform(Number)
        .pipe(z.number().min(1, `Enter a term of 1 to ${rules.maxTermYears} years`).max(rules.maxTermYears, `The term can be at most ${rules.maxTermYears} years`)),
      interestRate: numberField('Enter an interest rate between 0 and 20%', 0, 20),
      age: z
        .string({ error: `Enter the borrower’s age (18 to ${oldest})` })
        .trim()
        .regex(/^\d{1,3}$/, `Enter the borrower’s age (18 to ${oldest})`)
        .transform(Number)
        .pipe(z.number().min(18, `Enter the borrower’s age (18 to ${oldest})`).max(oldest, `Enter the borrower’s age (18 to ${oldest})`)),
      residency: z.enum(['expatriate', 'national'], { error: 'Choose UAE national or expatriate' }),
      order: z.enum(['first', 'second'], { error: 'Choose first or second property' }),
      completion: z.enum(['ready', 'off-plan'], { error: 'Choose ready or off-plan' }),
      // Optional for API callers: an off-plan purchase is taken as bought from the developer.
      saleType: z
        .enum(['primary', 'resale'], { error: 'Choose from the developer or resale' })
        .optional(),
      dldWaiverPercent: numberField(WAIVER_MESSAGE, 0, 100).optional(),
    })
    .superRefine(
      (input, ctx) => {
        // Zod runs this even after a field failed (the field's own check does not abort), with
        // that field still raw text: a rule is judged only when every field it reads is valid,
        // so '-5' as the price is one message, not also 'more than the price'.
        if (typeof input !== 'object' || input === null) return
        const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]))
        for (const [field, message] of Object.entries(trueCostIssues(input, rules)) as [TrueCostField, string][]) {
          if (ISSUE_INPUTS[field].some((name) => invalid.has(name))) continue
          ctx.addIssue({ code: 'custom', path: [field], message })
        }
      },
      { when: () => true },
    )
    // What the fees were worked out for: a ready home is a resale, a resale has no waiver.
    .transform((input): TrueCostInput => ({ ...input, ...saleOf(saleTermsOf(input)) }))
}

const WAIVER_MESSAGE = 'Enter the developer’s share of the DLD fee (0 to 100%)'

const saleOf = ({ saleType, dldWaiverPercent }: SaleTerms) => ({ saleType, dldWaiverPercent })

/** The fields each cross-field rule of `trueCostIssues` reads. */
const ISSUE_INPUTS: Record<TrueCostField, readonly (keyof TrueCostInput)[]> = {
  price: ['price'],
  downPayment: ['price', 'downPayment', 'residency', 'order', 'completion'],
  termYears: ['termYears', 'age', 'residency'],
  interestRate: ['interestRate'],
  age: ['age', 'residency'],
}

export type TrueCostParse =
  | { ok: true; input: TrueCostInput }
  | {
      ok: false
      errors: Partial<
        Record<TrueCostField | 'residency' | 'order' | 'completion' | 'saleType' | 'dldWaiverPercent', string>
      >
    }

// The live form parses on every keystroke: one schema per set of rules, not one per parse.
const schemas = new WeakMap<MortgageRules, ReturnType<typeof trueCostSchema>>()
function schemaFor(rules: MortgageRules) {
  let schema = schemas.get(rules)
  if (!schema) schemas.set(rules, (schema = trueCostSchema(rules)))
  return schema
}

/** Form values (query-string names) → a valid input, or each field's first message. */
export function parseTrueCost(values: Partial<TrueCostFormValues>, rules: MortgageRules): TrueCostParse {
  const result = schemaFor(rules).safeParse(values)
  if (result.success) return { ok: true, input: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'price')
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
