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
import { issueMessage, type Message, type MessageValues } from './messages'

export { TRUE_COST_QUERY_KEYS, trueCostValuesFrom, type TrueCostFormValues } from '@/lib/buyer-tools/true-cost-query'

/**
 * The true-cost calculator's form, as the browser sends it (strings, from a GET query or the
 * live form) and as /api/v1/true-cost reads it. One schema for both, built from the staff's
 * rules because the limits (term, age) are theirs. Its messages are keys of the Validation
 * namespace (messages.ts); those naming a limit carry it as the issue's `params`.
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

/** A field with one message that names a figure: every way it can fail says the same. */
function withValues<T extends z.ZodType>(schema: T, message: string, params: MessageValues) {
  return z.unknown().transform((value, ctx): z.output<T> => {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    ctx.addIssue({ code: 'custom', message, params })
    return z.NEVER
  })
}

export function trueCostSchema(rules: MortgageRules) {
  const oldest = Math.max(rules.maxAgeExpat, rules.maxAgeNational) - 1
  return z
    .object({
      price: numberField('trueCost.price', 1, 10_000_000_000),
      downPayment: numberField('trueCost.downPayment', 0, 10_000_000_000),
      termYears: z
        .string({ error: 'trueCost.termWholeYears' })
        .trim()
        .regex(/^\d{1,2}$/, 'trueCost.termWholeYears')
        .transform(Number)
        .pipe(
          z.number().superRefine((years, ctx) => {
            const values = { years: rules.maxTermYears }
            if (years < 1) ctx.addIssue({ code: 'custom', message: 'trueCost.termRange', params: values })
            else if (years > rules.maxTermYears)
              ctx.addIssue({ code: 'custom', message: 'trueCost.termAtMostYears', params: values })
          }),
        ),
      interestRate: numberField('trueCost.interestRate', 0, 20),
      age: withValues(
        z.string().trim().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().min(18).max(oldest)),
        'trueCost.age',
        { oldest },
      ),
      residency: z.enum(['expatriate', 'national'], { error: 'trueCost.residency' }),
      order: z.enum(['first', 'second'], { error: 'trueCost.order' }),
      completion: z.enum(['ready', 'off-plan'], { error: 'trueCost.completion' }),
      // Optional for API callers: an off-plan purchase is taken as bought from the developer.
      saleType: z.enum(['primary', 'resale'], { error: 'trueCost.saleType' }).optional(),
      dldWaiverPercent: numberField(WAIVER_MESSAGE, 0, 100).optional(),
    })
    .superRefine(
      (input, ctx) => {
        // Zod runs this even after a field failed (the field's own check does not abort), with
        // that field still raw text: a rule is judged only when every field it reads is valid,
        // so '-5' as the price is one message, not also 'more than the price'.
        if (typeof input !== 'object' || input === null) return
        const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]))
        for (const [field, message] of Object.entries(trueCostIssues(input, rules)) as [TrueCostField, Message][]) {
          if (ISSUE_INPUTS[field].some((name) => invalid.has(name))) continue
          ctx.addIssue(
            typeof message === 'string'
              ? { code: 'custom', path: [field], message }
              : { code: 'custom', path: [field], message: message.key, params: message.values },
          )
        }
      },
      { when: () => true },
    )
    // What the fees were worked out for: a ready home is a resale, a resale has no waiver.
    .transform((input): TrueCostInput => ({ ...input, ...saleOf(saleTermsOf(input)) }))
}

const WAIVER_MESSAGE = 'trueCost.dldWaiver'

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
        Record<TrueCostField | 'residency' | 'order' | 'completion' | 'saleType' | 'dldWaiverPercent', Message>
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
  const errors: Record<string, Message> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'price')
    errors[field] ??= issueMessage(issue)
  }
  return { ok: false, errors }
}
