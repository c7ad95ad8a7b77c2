import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { newObjectId } from '@/lib/cms/fields/public-id'
import { derivedKey } from '@/lib/secret'
import { clientIp } from './client-ip'
import { assertSameOrigin, HttpError } from './http'
import { limitStore, memoryLimitStore } from './limit-store'
import { enforceRateLimit } from './rate-limit'

/**
 * Spam defence without captchas.
 *
 * - A honeypot field (`website`) that people never see; bots fill it.
 * - A render-time token (`X-Form-Token`): HMAC over issue time + nonce, handed out by
 *   GET /api/v1/form-token when a form mounts. A submission with a token that is forged,
 *   expired, younger than MIN_AGE_MS (no person fills a form that fast) or already used by
 *   another submission is a bot. The used tokens are kept where the rate limits are
 *   (limit-store.ts): shared by every instance on PostgreSQL.
 *
 * Spam is answered like a success (201, the usual message) but not stored, so a bot learns
 * nothing; each drop is counted and logged. A post with no token at all is allowed — the API
 * contract (docs/api.md) has none, and a page whose token fetch failed must still get
 * its visitor's message through — but it gets a tighter rate limit (see rate-limit.ts).
 */

export const TOKEN_HEADER = 'x-form-token'
export const HONEYPOT_FIELD = 'website'
export const TOKEN_TTL_MS = 2 * 60 * 60_000
export const MIN_AGE_MS = 3_000
const CLOCK_SKEW_MS = 5_000

export type SpamReason =
  'honeypot' | 'forged-token' | 'expired-token' | 'too-fast' | 'replayed-token'
export type TokenVerdict =
  { ok: true; nonce: string } | { ok: false; reason: Exclude<SpamReason, 'honeypot'> }

interface SpamState {
  counts: Record<SpamReason, number>
  byEndpoint: Record<string, number>
}

const KEY = Symbol.for('crescent-key.spam')
const globals = globalThis as typeof globalThis & { [KEY]?: SpamState }
const state: SpamState = (globals[KEY] ??= {
  counts: {
    honeypot: 0,
    'forged-token': 0,
    'expired-token': 0,
    'too-fast': 0,
    'replayed-token': 0,
  },
  byEndpoint: {},
})

const signingKey = (): Buffer => derivedKey('crescent-key/form-token/v1')

function sign(body: string): string {
  return createHmac('sha256', signingKey()).update(body).digest('base64url')
}

export function issueFormToken(now = Date.now()): { token: string; expiresIn: number } {
  const body = `${now.toString(36)}.${randomBytes(16).toString('base64url')}`
  return { token: `${body}.${sign(body)}`, expiresIn: TOKEN_TTL_MS / 1000 }
}

/** Checks signature and age; whether the nonce was used is checked when storing (claimNonce). */
export function verifyFormToken(token: string, now = Date.now()): TokenVerdict {
  const parts = token.split('.')
  if (parts.length !== 3 || token.length > 200) return { ok: false, reason: 'forged-token' }
  const [issued = '', nonce = '', signature = ''] = parts
  const expected = Buffer.from(sign(`${issued}.${nonce}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged-token' }
  const issuedAt = parseInt(issued, 36)
  if (!Number.isFinite(issuedAt) || issuedAt > now + CLOCK_SKEW_MS)
    return { ok: false, reason: 'forged-token' }
  if (now - issuedAt > TOKEN_TTL_MS) return { ok: false, reason: 'expired-token' }
  if (now - issuedAt < MIN_AGE_MS) return { ok: false, reason: 'too-fast' }
  return { ok: true, nonce }
}

/**
 * Marks a token's nonce as used by this submission. Only done once the submission is valid
 * and about to be stored: a visitor who fixes a field error and resends keeps their token.
 * A retry of the same submission (same client id) may use the same token again — its first
 * attempt may have been stored with the answer lost; the client id makes the retry a no-op.
 * If the shared list cannot be reached, this instance's own list answers (limit-store.ts says
 * why failing open is the lesser harm).
 */
export function claimNonce(
  nonce: string,
  clientId: string | undefined,
  now?: number,
): Promise<boolean> {
  return limitStore().claimNonce(nonce, clientId, TOKEN_TTL_MS + CLOCK_SKEW_MS, now)
}

export function recordSpam(endpoint: string, reason: SpamReason) {
  state.counts[reason] += 1
  state.byEndpoint[endpoint] = (state.byEndpoint[endpoint] ?? 0) + 1
  const total = Object.values(state.counts).reduce((a, b) => a + b, 0)
  console.warn(
    `[spam] dropped a ${endpoint} submission (${reason}); dropped since start: ${total}`,
    state.counts,
  )
}

export function spamStats() {
  return {
    counts: { ...state.counts },
    byEndpoint: { ...state.byEndpoint },
    /** Held in this process's own list: on PostgreSQL, only those claimed while it was down. */
    noncesHeld: memoryLimitStore().nonces.size,
  }
}

/**
 * The id a dropped submission is answered with: made the way a stored lead's id is (its first
 * four bytes the time, like every public id), so nothing in it tells the two apart.
 */
export function decoyId(): string {
  return newObjectId()
}

/** What the checks done before reading a lead's body learnt about the request. */
export interface LeadGate {
  endpoint: string
  token: string | null
  /** RateLimit-* headers for the answer. */
  headers: Record<string, string>
}

/**
 * Runs before the body is read: foreign Origin → 403, over a rate limit → 429 (a post with no
 * form token counts against the tighter limit too).
 */
export async function openLeadGate(request: Request, endpoint: string): Promise<LeadGate> {
  assertSameOrigin(request)
  const token = request.headers.get(TOKEN_HEADER)?.trim() || null
  const headers = await enforceRateLimit(endpoint, clientIp(request), token !== null)
  return { endpoint, token, headers }
}

/**
 * Runs `work` behind the gate, and puts the RateLimit-* headers on whatever it answers,
 * errors included, so a client always sees how much room it has left.
 */
export async function behindLeadGate(
  request: Request,
  endpoint: string,
  work: (gate: LeadGate) => Promise<Response>,
): Promise<Response> {
  const gate = await openLeadGate(request, endpoint)
  try {
    const response = await work(gate)
    for (const [name, value] of Object.entries(gate.headers)) response.headers.set(name, value)
    return response
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(error.status, error.message, error.errors, {
        ...gate.headers,
        ...error.headers,
      })
    }
    throw error
  }
}

/**
 * Runs once the submission has passed validation (a bot learns no more from a 400 than a
 * person does): the reason to drop it silently, or null to store it. Records every drop.
 */
export async function spamReason(
  gate: LeadGate,
  honeypot: unknown,
  clientId: string | undefined,
): Promise<SpamReason | null> {
  const reason = await detect(gate, honeypot, clientId)
  if (reason) recordSpam(gate.endpoint, reason)
  return reason
}

async function detect(
  gate: LeadGate,
  honeypot: unknown,
  clientId: string | undefined,
): Promise<SpamReason | null> {
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot'
  if (gate.token === null) return null
  const verdict = verifyFormToken(gate.token)
  if (!verdict.ok) return verdict.reason
  return (await claimNonce(verdict.nonce, clientId)) ? null : 'replayed-token'
}

/** The honeypot's value in a JSON body or a multipart form (undefined when absent). */
export function honeypotIn(body: unknown): unknown {
  if (body instanceof FormData) return body.get(HONEYPOT_FIELD) ?? undefined
  if (typeof body === 'object' && body !== null)
    return (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return undefined
}
