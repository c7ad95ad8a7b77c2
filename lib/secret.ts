import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir, env } from './env'

/**
 * Payload signs sessions with this secret. A fresh clone has none configured, so the first
 * start creates one next to the database and every later start reuses it (sessions survive
 * restarts). Production deployments set PAYLOAD_SECRET.
 */
export function payloadSecret(): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

/**
 * A key of its own for one purpose, derived from the Payload secret: what is signed for one
 * purpose (a form token, a brochure link) can never pass as another, or as a session.
 */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', payloadSecret()).update(purpose).digest()
}
