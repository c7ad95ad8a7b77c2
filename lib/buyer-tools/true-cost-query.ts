/**
 * The true-cost form's field names in the query string (/mortgage-calculator?price=…&term=…,
 * /api/v1/true-cost). Apart from the zod schema, so the form's markup and the live island can
 * name their inputs without loading validation.
 */
export const TRUE_COST_QUERY_KEYS = {
  price: 'price',
  downPayment: 'downPayment',
  termYears: 'term',
  interestRate: 'rate',
  age: 'age',
  residency: 'residency',
  order: 'order',
  completion: 'completion',
  /** 'primary' (from the developer) or 'resale'; only read for an off-plan purchase. */
  saleType: 'sale',
  /** The share of the DLD transfer fee the developer pays, 0-100; only on a primary sale. */
  dldWaiverPercent: 'dldWaiver',
} as const

export type TrueCostFormValues = Record<keyof typeof TRUE_COST_QUERY_KEYS, string>

/** A URL query (or FormData) under the form's names → the schema's field names. */
export function trueCostValuesFrom(get: (name: string) => string | null | undefined): Partial<TrueCostFormValues> {
  const values: Partial<TrueCostFormValues> = {}
  for (const [field, name] of Object.entries(TRUE_COST_QUERY_KEYS) as [keyof TrueCostFormValues, string][]) {
    const value = get(name)
    if (value != null) values[field] = value
  }
  return values
}
