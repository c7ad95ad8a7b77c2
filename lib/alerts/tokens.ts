import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed links of an alert e-mail. A link names what it acts on by that record's random key
 * (never its row id, which a database may hand out again after a delete) and is signed with a key
 * of its own per purpose, so a manage link cannot pass as a confirm link or the reverse. Confirm
 * links expire with the request they confirm (7 days); manage and unsubscribe links last as long
 * as what they name exists, as a list's must: a year-old e-mail still lets its reader leave.
 */
export type LinkPurpose = 'confirm' | 'manage' | 'unsubscribe'

export type TokenVerdict =
  { ok: true; subject: string } | { ok: false; reason: 'invalid' | 'expired' }

/** A record's key: 128 random bits, hex. */
export const SUBJECT = /^[a-f0-9]{32}$/

const NEVER = 0

function signatureOf(key: Buffer, purpose: LinkPurpose, subject: string, expires: number): string {
  return createHmac('sha256', key).update(`${purpose}\n${subject}\n${expires}`).digest('base64url')
}

/** `<subject>.<expiry in seconds, 0 for none>.<signature>`: URL-safe as it is. */
export function signToken(
  key: Buffer,
  purpose: LinkPurpose,
  subject: string,
  expiresAt?: Date,
): string {
  const expires = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : NEVER
  return `${subject}.${expires}.${signatureOf(key, purpose, subject, expires)}`
}

export function verifyToken(
  key: Buffer,
  purpose: LinkPurpose,
  token: string | null | undefined,
  now = new Date(),
): TokenVerdict {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [subject, expiresText, signature] = parts as [string, string, string]
  if (!SUBJECT.test(subject) || !/^\d{1,12}$/.test(expiresText))
    return { ok: false, reason: 'invalid' }
  const expires = Number(expiresText)
  const given = Buffer.from(signature)
  const expected = Buffer.from(signatureOf(key, purpose, subject, expires))
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  // Checked after the signature, so an edited expiry reads as tampered, not as expired.
  if (expires !== NEVER && expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, subject }
}
