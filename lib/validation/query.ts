import { issueMessage, type Message } from './messages'
import { z } from './z'

// The messages are keys of the Validation namespace (messages.ts): 'query.wholeNumber'.

/** A query-string integer: digits only, so 'NaN', '1e309', '-1' and '12abc' are all refused. */
export function intParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,12}$/, 'query.wholeNumber')
    .transform(Number)
    .pipe(
      z.number().refine((value) => value >= min && value <= max, {
        message: 'query.between',
        params: { min, max },
      }),
    )
}

/**
 * A free-text filter. Control characters are refused: no place or type name has them, and a
 * NUL byte would reach the database (PostgreSQL rejects it outright; SQLite cuts the pattern).
 */
export const textParam = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'query.controlCharacters')

export const pageParam = intParam(1, 100_000)
export const limitParam = intParam(1, 50)

export const listQuerySchema = z.object({
  page: pageParam.optional(),
  limit: limitParam.optional(),
})

export type ListQuery = { page: number; limit: number }

/**
 * URLSearchParams → a plain object, refusing repeated keys: `?limit=1&limit=99999` is
 * ambiguous, and answering 400 beats guessing which one the caller meant.
 */
export function singleValued(params: URLSearchParams): { values: Record<string, string>; repeated: string | null } {
  const values: Record<string, string> = {}
  for (const [key, value] of params) {
    if (key in values) return { values, repeated: key }
    values[key] = value
  }
  return { values, repeated: null }
}

/** '<field>: <message>', the API's message for one bad query parameter. */
export function withField(field: string, message: Message): Message {
  return { key: 'query.withField', values: { field, message: typeof message === 'string' ? { key: message } : message } }
}

/** The first issue of a failed parse, in the API's `{ message, errors }` words. */
export function describeIssues(error: z.ZodError): { message: Message; errors: Record<string, Message> } {
  const errors: Record<string, Message> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'query'
    errors[field] ??= issueMessage(issue)
  }
  const [field, message] = Object.entries(errors)[0] ?? ['query', 'refusals.invalidRequest']
  return { message: field === 'query' ? message : withField(field, message), errors }
}
