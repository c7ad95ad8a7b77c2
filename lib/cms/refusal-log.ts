import type { AfterErrorHook, Config } from 'payload'
import { defaultLoggerOptions } from 'payload'

/**
 * The CMS's REST refuses anonymous callers all day (401, 403), and each refusal went to the log
 * as an error with its stack trace, some twenty lines each. Payload picks the level from the
 * error's class name (`loggingLevels`), which the production build shortens, so that setting
 * cannot tell a refusal from a fault. Instead the log drops every error report whose error is a
 * client's mistake (a 4xx status), and the `afterError` hook writes one line for it with what an
 * operator needs: method, path, status. Faults (5xx, or no status) keep their stack.
 */

/** The error a Payload log call reports, if it reports one: `logger.error({ err })`. */
function reportedError(args: unknown[]): { status?: unknown } | null {
  const first = args[0]
  if (!first || typeof first !== 'object') return null
  if (first instanceof Error) return first as { status?: unknown }
  const err = (first as { err?: unknown }).err
  return err && typeof err === 'object' ? (err as { status?: unknown }) : null
}

/** True for a log call about a refused request (a 4xx error), which the one-line hook covers. */
export function reportsRefusal(args: unknown[]): boolean {
  const status = reportedError(args)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/** The one line a refusal leaves: method, path (no query: it may carry tokens), status. */
export function refusalLine(method: string | undefined, url: string | undefined, status: number): string {
  let path = '?'
  try {
    path = new URL(url ?? '', 'http://localhost').pathname
  } catch {
    // an unparsable URL is still a refusal worth its line
  }
  return `${(method ?? 'GET').toUpperCase()} ${path} ${status}`
}

/**
 * The same by name, for where the names survive (the development server): Payload would log a
 * one-line message of its own for these besides the hook's line.
 */
export const refusalLoggingLevels: NonNullable<Config['loggingLevels']> = {
  AuthenticationError: false,
  FileUploadError: false,
  Forbidden: false,
  Locked: false,
  LockedAuth: false,
  MissingFile: false,
  NotFound: false,
  QueryError: false,
  UnverifiedEmail: false,
  ValidationError: false,
}

/** Payload's own pretty log, minus the refusals' stack traces. */
export const cmsLogger: NonNullable<Config['logger']> = {
  options: {
    hooks: {
      logMethod(args, method) {
        if (reportsRefusal(args)) return
        method.apply(this, args)
      },
    },
  },
  destination: defaultLoggerOptions,
}

export const logRefusal: AfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || status < 400 || status >= 500) return
  req.payload.logger.info(refusalLine(req.method, req.url, status))
}
