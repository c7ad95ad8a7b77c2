// Content invalidation across the instances of one site on PostgreSQL. A staff edit on one
// instance empties its own caches through the CMS hooks (lib/cms/hooks/revalidate.ts); the same
// hooks publish the edit's cache tags with PostgreSQL's NOTIFY, and every instance's production
// server (scripts/serve.mjs) LISTENs and empties its caches too. No server to run besides the
// database the instances already share. On SQLite there is one instance, and nothing to send.
//
// Shared by the server (plain Node) and the app bundle, which meet only in the process: the
// instance id and the internal token live on globalThis, as the signals in ./signals.mjs do.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import pg from 'pg'

export const INVALIDATION_CHANNEL = 'crescent_key_content'
/** The header the server's own call to /api/internal/revalidate carries (see internalToken). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

const REGISTRY = Symbol.for('crescent-key.cluster')

function registry() {
  const holder = /** @type {{ [REGISTRY]?: { instanceId: string, internalToken: string | null } }} */ (globalThis)
  return (holder[REGISTRY] ??= { instanceId: randomBytes(8).toString('hex'), internalToken: null })
}

/** This process's id: an instance ignores the notifications it sent itself. */
export const instanceId = () => registry().instanceId

/**
 * A secret the server makes at start and sends with its call to its own revalidation route: the
 * route is then callable only from inside this process's server, never from outside.
 * Null until the production server has made it (under `next dev` there is no such server).
 */
export const internalToken = () => registry().internalToken

export function createInternalToken() {
  registry().internalToken = randomBytes(24).toString('base64url')
  return registry().internalToken
}

/** @param {string | null | undefined} presented */
export function isInternalToken(presented) {
  const token = internalToken()
  if (!token || !presented) return false
  const a = Buffer.from(presented)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** @param {string[]} tags */
export function invalidationMessage(tags) {
  return JSON.stringify({ tags, origin: instanceId() })
}

/**
 * @param {string} text a notification's payload
 * @returns {{ tags: string[], origin: string } | null} null for anything not sent by an instance
 */
export function parseInvalidation(text) {
  try {
    const message = JSON.parse(text)
    const tags = Array.isArray(message?.tags) ? message.tags.filter((tag) => typeof tag === 'string') : []
    return typeof message?.origin === 'string' && tags.length ? { tags, origin: message.origin } : null
  } catch {
    return null
  }
}

/**
 * Sends the tags to every instance listening on the database. `query` runs one statement on a
 * connection to it (the CMS's pool). NOTIFY's payload limit (8000 bytes) is far above a few tags.
 * @param {(sql: string, params: unknown[]) => Promise<unknown>} query
 * @param {string[]} tags
 */
export function publishInvalidation(query, tags) {
  return query('SELECT pg_notify($1, $2)', [INVALIDATION_CHANNEL, invalidationMessage(tags)])
}

/**
 * Listens for the other instances' edits on a connection of its own, for as long as the process
 * runs. A lost connection (database restart, failover) is reopened with a growing delay; edits
 * made while it was down are covered by a full invalidation when it is back, since their
 * notifications are gone.
 * @param {{ connectionString: string, onInvalidate: (tags: string[] | 'all') => void, log?: (line: string) => void }} options
 * @returns {{ ready: Promise<void>, stop: () => Promise<void> }}
 */
export function listenForInvalidations({ connectionString, onInvalidate, log = console.log }) {
  let client = null
  let stopped = false
  let retryDelay = 500
  let lostSince = null
  let markReady
  const ready = new Promise((resolve) => (markReady = resolve))

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({ connectionString, application_name: 'crescent-key-invalidation' })
    next.on('error', (error) => {
      log(`invalidation listener: connection lost (${error.message})`)
      reconnectLater(next)
    })
    next.on('end', () => reconnectLater(next))
    next.on('notification', (note) => {
      if (note.channel !== INVALIDATION_CHANNEL) return
      const message = parseInvalidation(note.payload ?? '')
      if (message && message.origin !== instanceId()) onInvalidate(message.tags)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`)
      client = next
      retryDelay = 500
      if (lostSince !== null) {
        log('invalidation listener: reconnected; dropping every cache for the edits missed meanwhile')
        onInvalidate('all')
        lostSince = null
      }
      markReady()
    } catch (error) {
      log(`invalidation listener: cannot listen (${error.message}); retrying in ${retryDelay} ms`)
      reconnectLater(next)
    }
  }

  // A failing connection reports both 'error' and 'end': it is retired, and retried, once.
  const retired = new WeakSet()
  const reconnectLater = (which) => {
    if (stopped || retired.has(which)) return
    retired.add(which)
    if (client === which) client = null
    lostSince ??= Date.now()
    which.end().catch(() => {})
    const delay = retryDelay
    retryDelay = Math.min(retryDelay * 2, 10_000)
    setTimeout(connect, delay).unref()
  }

  void connect()
  return {
    ready,
    stop: async () => {
      stopped = true
      await client?.end().catch(() => {})
    },
  }
}
