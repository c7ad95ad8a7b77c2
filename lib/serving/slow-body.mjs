// @ts-check
// A request body that barely moves holds a connection (and whatever the handler keeps while it
// waits) for as long as the server lets it. Node's own limit is one total per request
// (`requestTimeout`): short enough to stop a slow sender (30 s), it would also cut a visitor's
// 5 MB résumé on a slow phone uplink (30 s for 5 MB is ~1.4 Mbps, more than a poor 3G/4G upload
// gives). So the total stays generous and the body must instead keep a phone's pace: after
// 30 s, at least 24 KiB/s on average since it began (~200 kbps, half of DevTools' "Slow 3G"
// uplink). A trickle is cut 30-35 s after its headers with 408; a 5 MB upload at 400 kbps takes
// ~105 s and passes; the largest upload the site takes (6 MB, staff photos) fits in the
// 300 s total even at the floor pace.

/** @typedef {{ graceMs: number, minBytesPerSecond: number, checkEveryMs: number }} BodyRule */

/** @type {BodyRule} */
export const BODY_RULE = { graceMs: 30_000, minBytesPerSecond: 24 * 1024, checkEveryMs: 5_000 }

/**
 * The Node server's own limits: headers within 20 s, the whole request within 300 s, checked
 * every 5 s (Node's default check runs every 30 s, which would let a limit overrun by as much).
 * An idle kept-alive connection stays open 15 s rather than Node's 5: a client (a load balancer,
 * a phone between taps) that reuses a connection the server has just closed gets a reset, and the
 * longer the idle allowance the rarer that race. It stays below the headers limit.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 5_000, keepAliveTimeout: 15_000 }

/**
 * True when a body that began `elapsedMs` ago and has brought `bytes` is below the pace.
 * @param {number} elapsedMs @param {number} bytes @param {BodyRule} [rule]
 */
export function bodyTooSlow(elapsedMs, bytes, rule = BODY_RULE) {
  if (elapsedMs <= rule.graceMs) return false
  return bytes < (rule.minBytesPerSecond * (elapsedMs - rule.graceMs)) / 1000
}

/**
 * Watches a request's body (bytes read from its socket) until it ends; calls `onTooSlow` with
 * Node's own timeout error once, if it falls below the pace. Requests without a body are left
 * alone. A handler that has not started reading yet holds the socket back too, but only for
 * the moments a rate-limit check takes, far inside the grace period.
 * @param {import('node:http').IncomingMessage} req
 * @param {(error: NodeJS.ErrnoException) => void} onTooSlow
 * @param {BodyRule} [rule]
 */
export function watchBody(req, onTooSlow, rule = BODY_RULE) {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (!(declared > 0) && !req.headers['transfer-encoding']) return
  const socket = req.socket
  const bytesBefore = socket.bytesRead
  const started = Date.now()
  const timer = setInterval(() => {
    if (!bodyTooSlow(Date.now() - started, socket.bytesRead - bytesBefore, rule)) return
    stop()
    /** @type {NodeJS.ErrnoException} */
    const error = new Error('Request body too slow')
    error.code = 'ERR_HTTP_REQUEST_TIMEOUT'
    onTooSlow(error)
  }, rule.checkEveryMs)
  timer.unref()
  // A kept-alive socket carries many requests: each takes its listener away when it ends.
  const stop = () => {
    clearInterval(timer)
    req.off('end', stop)
    req.off('close', stop)
    socket.off('close', stop)
  }
  req.once('end', stop)
  req.once('close', stop)
  socket.once('close', stop)
}
