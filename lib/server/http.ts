import 'server-only'
import { createTranslator } from 'next-intl'
import { NextResponse } from 'next/server'
import type { z } from 'zod'
import type { ApiError } from '@/lib/api/types'
import { env } from '@/lib/env'
import { defaultLocale, localeOr, type Locale } from '@/lib/i18n/locales'
import { messagesIn } from '@/lib/i18n/messages'
import { issueMessage, type Message, validationText } from '@/lib/validation/messages'
import { describeIssues, singleValued, withField } from '@/lib/validation/query'
import { zodLocale } from '@/lib/validation/zod-locale'

export const JSON_BODY_LIMIT = 32 * 1024
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024

/**
 * A refusal. Its message and field errors are messages of the Validation namespace (keys, with
 * values where they name a figure: lib/validation/messages.ts), or plain text; they are put in
 * the request's edition when answered (`inLocale`), in English otherwise.
 */
export class HttpError extends Error {
  /** The message with its values; `message` holds its key (or text). */
  readonly text: Message

  constructor(
    readonly status: number,
    message: Message,
    readonly errors?: Record<string, Message>,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.key)
    this.text = message
  }
}

const texts = new Map<Locale, Promise<(message: Message) => string>>()

/** Messages in an edition, as the answers and the brochure page show them. */
export function validationTextIn(locale: Locale): Promise<(message: Message) => string> {
  let made = texts.get(locale)
  if (!made) {
    made = messagesIn(locale).then((messages) => {
      const t = createTranslator({ locale, messages, namespace: 'Validation' })
      return (message: Message) => validationText(t, locale, message)
    })
    texts.set(locale, made)
  }
  return made
}

/** The refusal with its message and field errors written out in `locale`. */
async function written(error: HttpError, locale: Locale): Promise<HttpError> {
  const text = await validationTextIn(locale)
  const errors =
    error.errors &&
    Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, text(message)]))
  return new HttpError(error.status, text(error.text), errors, error.headers)
}

export function json<T>(body: T, status = 200, headers?: Record<string, string>) {
  return NextResponse.json(body, { status, headers })
}

/** Public reads: browsers revalidate, shared caches may hold a minute. */
export function publicJson<T>(body: T) {
  return json(body, 200, {
    'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  })
}

/**
 * Every handler runs inside this: a known failure answers its status and message; anything
 * else is logged here and answered 500 'Internal error' with no stack or path in the body.
 */
export function handle<Ctx>(fn: (request: Request, ctx: Ctx) => Promise<Response>) {
  return async (request: Request, ctx: Ctx): Promise<Response> => {
    try {
      return await fn(request, ctx)
    } catch (error) {
      if (error instanceof HttpError) {
        // English unless inLocale has already written it in the request's edition.
        const refusal = await written(error, defaultLocale)
        const body: ApiError = { message: refusal.message }
        if (refusal.errors) body.errors = refusal.errors as Record<string, string>
        return json(body, refusal.status, refusal.headers)
      }
      console.error('[api] unexpected error', error)
      return json({ message: 'Internal error' }, 500)
    }
  }
}

/**
 * The edition a form's answer is written in, and the rules it is checked by (phone-rule.ts): the
 * other editions' pages post with `?locale=ar|ru|zh`; no query, or anything unknown, is English,
 * so API clients see the contract's texts.
 */
export function answerLocale(request: Request): Locale {
  return localeOr(new URL(request.url).searchParams.get('locale'))
}

/**
 * Runs `work` with its refusals (validation, the lead gate's 403 and 429, size and type limits)
 * answered in `locale`: same status, headers and fields, the message and every field error in
 * that edition. An unexpected failure is logged and answered 500, in the edition too.
 */
export async function inLocale(locale: Locale, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpError) throw await written(error, locale)
    console.error('[api] unexpected error', error)
    throw await written(new HttpError(500, 'refusals.internalError'), locale)
  }
}

/** A repeated query key: ambiguous, so a 400 rather than a guess. */
export function repeatedParam(name: string): HttpError {
  return new HttpError(400, withField(name, 'query.givenOnce'), { [name]: 'query.givenOnce' })
}

/**
 * Parses the query string with a zod schema; bad or repeated values are a 400, never a guess.
 * zod's own messages are in `locale` (the schemas' own are keys, written out when answered).
 */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
  locale: Locale = defaultLocale,
): z.output<S> {
  const { values, repeated } = singleValued(new URL(request.url).searchParams)
  if (repeated) throw repeatedParam(repeated)
  const parsed = schema.safeParse(values, zodLocale(locale))
  if (!parsed.success) {
    const { message, errors } = describeIssues(parsed.error)
    throw new HttpError(400, message, errors)
  }
  return parsed.data
}

export const NUL_MESSAGE = 'refusals.textHasNul'

/**
 * Validates a body with the form's own schema; the first field error becomes the message.
 * A NUL character in any text field is refused first: no form can type one, and PostgreSQL
 * cannot store one (the insert would fail after validation passed). zod's own messages are in
 * `locale`, as in parseQuery.
 */
export function parseBody<S extends z.ZodType>(
  input: unknown,
  schema: S,
  locale: Locale = defaultLocale,
): z.output<S> {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const [field, value] of Object.entries(input)) {
      if (typeof value === 'string' && value.includes('\u0000')) {
        throw new HttpError(400, NUL_MESSAGE, { [field]: NUL_MESSAGE })
      }
    }
  }
  const parsed = schema.safeParse(input, zodLocale(locale))
  if (!parsed.success) {
    const errors: Record<string, Message> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body'
      errors[field] ??= issueMessage(issue)
    }
    throw new HttpError(400, Object.values(errors)[0] ?? 'refusals.invalidRequest', errors)
  }
  return parsed.data
}

/**
 * Reads at most `limit` bytes. A declared Content-Length over the limit is refused before
 * anything is read; a chunked body is counted as it streams and cut off at the limit.
 */
async function readLimited(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit)
    throw new HttpError(413, 'refusals.bodyTooLarge')
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw new HttpError(413, 'refusals.bodyTooLarge')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export async function readJson(request: Request): Promise<unknown> {
  if (mediaTypeOf(request) !== 'application/json')
    throw new HttpError(415, 'refusals.contentTypeJson')
  const raw = await readLimited(request, JSON_BODY_LIMIT)
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    throw new HttpError(400, 'refusals.bodyNotJson')
  }
}

/**
 * A small form body, JSON or URL-encoded: the second is what a plain HTML form sends, so an
 * endpoint reading this works without JavaScript too.
 */
export async function readJsonOrForm(request: Request): Promise<unknown> {
  if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded') return readJson(request)
  const raw = await readLimited(request, JSON_BODY_LIMIT)
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
}

export async function readMultipart(request: Request): Promise<FormData> {
  if (mediaTypeOf(request) !== 'multipart/form-data') {
    throw new HttpError(415, 'refusals.contentTypeMultipart')
  }
  const raw = await readLimited(request, MULTIPART_BODY_LIMIT)
  try {
    return await new Response(new Uint8Array(raw), {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData()
  } catch {
    throw new HttpError(400, 'refusals.bodyNotMultipart')
  }
}

/**
 * Browsers send Origin with every cross-site POST: one from a foreign site is refused, so no
 * other page can post leads through a visitor's browser. No Origin (curl, server-to-server,
 * the contract's API clients) is allowed. Besides SITE_URL's origin, a page served from the
 * same host the request was sent to is accepted (a preview on 127.0.0.1, a second domain),
 * since a browser cannot be made to forge that pairing.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get('origin')
  if (origin === null) return
  if (origin === new URL(env.SITE_URL).origin) return
  const host = request.headers.get('host')
  try {
    if (host && new URL(origin).host === host.toLowerCase()) return
  } catch {
    // 'null' or garbage: not an origin we serve.
  }
  throw new HttpError(403, 'refusals.crossSite')
}
