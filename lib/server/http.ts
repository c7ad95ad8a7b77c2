import 'server-only'
import { NextResponse } from 'next/server'
import type { z } from 'zod'
import type { ApiError } from '@/lib/api/types'
import { env } from '@/lib/env'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { translateErrors, translateMessage } from '@/lib/validation/messages'
import { describeIssues, singleValued } from '@/lib/validation/query'

export const JSON_BODY_LIMIT = 32 * 1024
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
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
        const body: ApiError = { message: error.message }
        if (error.errors) body.errors = error.errors
        return json(body, error.status, error.headers)
      }
      console.error('[api] unexpected error', error)
      return json({ message: 'Internal error' }, 500)
    }
  }
}

/**
 * The edition a form's answer is written in: the Arabic pages post with `?locale=ar`; no
 * query, or anything unknown, is English, so API clients see the contract's texts.
 */
export function answerLocale(request: Request): Locale {
  return localeOr(new URL(request.url).searchParams.get('locale'))
}

/**
 * Runs `work` with its refusals (validation, the lead gate's 403 and 429, size and type limits)
 * answered in `locale`: same status, headers and fields, the message and every field error
 * translated. English refusals pass through untouched.
 */
export async function inLocale(locale: Locale, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (locale === 'en' || !(error instanceof HttpError)) throw error
    const errors = error.errors && (translateErrors(locale, error.errors) as Record<string, string>)
    throw new HttpError(
      error.status,
      translateMessage(locale, error.message),
      errors,
      error.headers,
    )
  }
}

/** Parses the query string with a zod schema; bad or repeated values are a 400, never a guess. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const { values, repeated } = singleValued(new URL(request.url).searchParams)
  if (repeated)
    throw new HttpError(400, `${repeated}: must be given once`, {
      [repeated]: 'must be given once',
    })
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const { message, errors } = describeIssues(parsed.error)
    throw new HttpError(400, message, errors)
  }
  return parsed.data
}

export const NUL_MESSAGE = 'Text must not contain NUL characters'

/**
 * Validates a body with the form's own schema; the first field error becomes the message.
 * A NUL character in any text field is refused first: no form can type one, and PostgreSQL
 * cannot store one (the insert would fail after validation passed).
 */
export function parseBody<S extends z.ZodType>(input: unknown, schema: S): z.output<S> {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const [field, value] of Object.entries(input)) {
      if (typeof value === 'string' && value.includes('\u0000')) {
        throw new HttpError(400, NUL_MESSAGE, { [field]: NUL_MESSAGE })
      }
    }
  }
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body'
      errors[field] ??= issue.message
    }
    throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid request', errors)
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
    throw new HttpError(413, 'Request body is too large')
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
      throw new HttpError(413, 'Request body is too large')
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
    throw new HttpError(415, 'Content-Type must be application/json')
  const raw = await readLimited(request, JSON_BODY_LIMIT)
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
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
    throw new HttpError(415, 'Content-Type must be multipart/form-data')
  }
  const raw = await readLimited(request, MULTIPART_BODY_LIMIT)
  try {
    return await new Response(new Uint8Array(raw), {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData()
  } catch {
    throw new HttpError(400, 'Request body is not valid multipart form data')
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
  throw new HttpError(403, 'Cross-site form submissions are not allowed')
}
