import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { z } from 'zod'

/**
 * Outgoing mail (new-lead notifications to the firm) over SMTP. Off unless SMTP_HOST is set:
 * the site runs, and every lead still lands in the admin inbox, without any mail server.
 *
 * SMTP_HOST, SMTP_PORT (587), SMTP_SECURE (TLS from the first byte; default: port 465),
 * SMTP_USER + SMTP_PASS (optional), MAIL_FROM (default no-reply@ the site's host),
 * LEADS_NOTIFY_TO (default CONTACT_EMAIL, the firm's public address), validated here and read
 * by lib/server/notify.ts#firmAddress, since lead notices reach the outbox without SMTP too.
 */
const schema = z.object({
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.email().optional(),
  MAIL_FROM_NAME: z.string().optional(),
  LEADS_NOTIFY_TO: z.string().min(3).optional(),
  CONTACT_EMAIL: z.email().default('info@crescentkey.ae'),
  SITE_URL: z.url().default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).default('Crescent Key Real Estate'),
})

export interface MailSettings {
  host: string
  port: number
  secure: boolean
  auth?: { user: string; pass: string }
  from: string
  fromName: string
}

export function mailSettings(
  source: Record<string, string | undefined> = process.env,
): MailSettings | null {
  if (!source.SMTP_HOST) return null
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    console.error(
      '[mail] SMTP settings are invalid; notifications are off:',
      parsed.error.issues.map((i) => i.path.join('.')).join(', '),
    )
    return null
  }
  const e = parsed.data
  const host = new URL(e.SITE_URL).hostname
  return {
    host: e.SMTP_HOST,
    port: e.SMTP_PORT,
    secure: e.SMTP_SECURE ? e.SMTP_SECURE === 'true' : e.SMTP_PORT === 465,
    auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : undefined,
    from: e.MAIL_FROM ?? `no-reply@${host.includes('.') ? host : 'crescentkey.ae'}`,
    fromName: e.MAIL_FROM_NAME ?? e.SITE_NAME,
  }
}

/**
 * A Payload email adapter on nodemailer's SMTP transport (what @payloadcms/email-nodemailer
 * wraps, without the extra package). Timeouts keep a dead mail server from holding sockets.
 */
export function smtpAdapter(
  settings: MailSettings | null = mailSettings(),
): EmailAdapter | undefined {
  if (!settings) return undefined
  return () => {
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.auth,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      name: 'smtp',
      defaultFromAddress: settings.from,
      defaultFromName: settings.fromName,
      sendEmail: (message) =>
        transport.sendMail({
          from: { name: settings.fromName, address: settings.from },
          ...message,
        }),
    }
  }
}
