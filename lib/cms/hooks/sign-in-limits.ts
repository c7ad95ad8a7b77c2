import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

/**
 * Sign-ins through the admin (Payload's REST login) are limited per client address
 * (lib/server/login-limits.ts): before Payload checks the password, a client that has failed
 * too often is answered 429 with how long to wait; afterwards, a refused password (401) counts
 * against it. The limits are loaded on first use: this file is part of the CMS config, which
 * scripts (seed, migrations) load outside the server, where no sign-in happens.
 */

const ATTEMPT = 'signInAttempt'

interface Attempt {
  ip: string
  email: string
}

function emailOf(args: unknown): string {
  const email = (args as { data?: { email?: unknown } }).data?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI !== 'REST') return args
  const [{ clientIpFromHeaders }, { loginPausedMessage, loginRefusal }] = await Promise.all([
    import('@/lib/server/client-ip'),
    import('@/lib/server/login-limits'),
  ])
  const attempt: Attempt = { ip: clientIpFromHeaders(req.headers), email: emailOf(args) }
  const refused = await loginRefusal(attempt.ip, attempt.email)
  if (refused) {
    req.responseHeaders = new Headers({ 'Retry-After': String(refused.retryAfter) })
    // With data, Payload answers the message as it is (without, the built app's error has no
    // class name to report and the message becomes "An unknown error occurred.").
    const data = { retryAfter: refused.retryAfter }
    throw new APIError(loginPausedMessage(refused.retryAfter), 429, data, true)
  }
  req.context[ATTEMPT] = attempt
  return args
}

export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = req.context[ATTEMPT] as Attempt | undefined
  if (!attempt || (error as { status?: unknown }).status !== 401) return
  const { recordFailedLogin } = await import('@/lib/server/login-limits')
  await recordFailedLogin(attempt.ip, attempt.email)
}
