import 'server-only'
import { randomBytes } from 'node:crypto'
import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { Socket } from 'node:net'

/**
 * The address a request really came from, for rate limiting.
 *
 * A Next route handler never sees the socket. Next 16 does copy the socket address into
 * `x-forwarded-for`, but only when the client sent none (`??=` in base-server), so a client
 * that sends its own X-Forwarded-For would choose its own address — and reset its limit with
 * every request. Instead, Node's `http.server.request.start` diagnostics channel hands us each
 * request with its socket before Next reads the headers; we stamp the peer address into a
 * private header, signed with a key that lives only in this process, so a client sending the
 * same header name gets nothing. Behind a reverse proxy, list the proxies in TRUSTED_PROXIES
 * (IPs or CIDRs, comma-separated): the client is then the right-most X-Forwarded-For hop that
 * is not one of them.
 */

const PEER_HEADER = 'x-ck-peer'

interface StampState {
  key: string
  installed: boolean
}

// One state per process: route bundles may each load their own copy of this module.
const STATE_KEY = Symbol.for('crescent-key.client-ip')
const globals = globalThis as typeof globalThis & { [STATE_KEY]?: StampState }
const state: StampState = (globals[STATE_KEY] ??= {
  key: randomBytes(16).toString('hex'),
  installed: false,
})

interface RequestStart {
  request: IncomingMessage
  socket: Socket
}

/** Subscribes once per process; instrumentation.ts calls it at boot, importing this module does too. */
export function installPeerStamp() {
  if (state.installed) return
  state.installed = true
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart
    // Always overwrite: whatever the client sent under this name is discarded.
    request.headers[PEER_HEADER] = `${state.key}|${socket.remoteAddress ?? ''}`
  })
}

installPeerStamp()

/** '::ffff:10.0.0.1' and '10.0.0.1' are one client. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return (mapped ? mapped[1]! : trimmed).toLowerCase()
}

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0
}

function ipv6ToBigInt(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::')
  const parts = (s: string) => (s ? s.split(':') : [])
  const h = parts(head)
  const t = parts(tail)
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g || '0', 16)), 0n)
}

/** Does `ip` fall inside `range` (an address or a CIDR block)? */
export function inRange(ip: string, range: string): boolean {
  const [base = '', bitsText] = range.trim().split('/')
  const target = normalizeIp(base)
  const family = isIP(ip)
  if (!family || family !== isIP(target)) return false
  const width = family === 4 ? 32 : 128
  const bits = bitsText === undefined ? width : Number(bitsText)
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return false
  if (family === 4) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0
    return (ipv4ToInt(ip) & mask) >>> 0 === (ipv4ToInt(target) & mask) >>> 0
  }
  const shift = BigInt(128 - bits)
  return ipv6ToBigInt(ip) >> shift === ipv6ToBigInt(target) >> shift
}

export function trustedProxies(): string[] {
  return (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * The client address from the socket peer and, when that peer is a trusted proxy, the
 * X-Forwarded-For chain read from the right. Pure, for tests.
 */
export function resolveClientIp(
  peer: string | null,
  forwardedFor: string | null,
  trusted: string[],
): string {
  if (!peer) return 'unknown'
  const isTrusted = (ip: string) => trusted.some((range) => inRange(ip, range))
  let client = normalizeIp(peer)
  if (!isTrusted(client) || !forwardedFor) return client
  const hops = forwardedFor
    .split(',')
    .map(normalizeIp)
    .filter((hop) => isIP(hop) !== 0)
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i]!
    if (!isTrusted(client)) return client
  }
  return client
}

/** The socket peer stamped for this request, or null when the stamp is missing or not ours. */
export function peerAddress(request: Request): string | null {
  return stampedPeer(request.headers)
}

function stampedPeer(headers: Headers): string | null {
  const stamp = headers.get(PEER_HEADER)
  if (!stamp) return null
  const bar = stamp.indexOf('|')
  if (bar < 0 || stamp.slice(0, bar) !== state.key) return null
  return stamp.slice(bar + 1) || null
}

export function clientIp(request: Request): string {
  return clientIpFromHeaders(request.headers)
}

/** The same, from a request's headers alone (the CMS's hooks see those, not the Request). */
export function clientIpFromHeaders(headers: Headers): string {
  return resolveClientIp(stampedPeer(headers), headers.get('x-forwarded-for'), trustedProxies())
}
