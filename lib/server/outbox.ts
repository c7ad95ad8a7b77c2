import 'server-only'
import { after } from 'next/server'
import { mailSettings } from '@/lib/cms/email'
import type { Outbox } from '@/lib/cms/payload-types'
import { payloadClient } from './payload'

export type MailKind = Outbox['kind']
export type MailDelivery = Outbox['delivery']

export interface OutgoingMail {
  to: string
  replyTo?: string
  subject: string
  text: string
  /** An HTML version beside the text (alert e-mails show photos). */
  html?: string
  /** Extra headers, such as an alert's List-Unsubscribe. */
  headers?: Record<string, string>
  kind: MailKind
}

/** A mail server's error can be long (a whole SMTP transcript): staff need its first words. */
const ERROR_MAX = 500

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_MAX) || 'unknown error'
}

/**
 * The one way the site sends e-mail. Every message is first written to the outbox, which staff
 * read in the admin: on an install without SMTP (the default) that is where mail goes, and a
 * brochure link can be forwarded from there; with SMTP it is also sent, and the row says
 * whether it went (`sent`) or why not (`failed`). One log line per message either way.
 *
 * Neither step stops the other: a database that cannot record does not keep a configured mail
 * server from sending, and a mail server that fails leaves the recorded row to read.
 */
export async function sendMail(mail: OutgoingMail): Promise<MailDelivery> {
  const payload = await payloadClient()
  let rowId: number | null = null
  try {
    const row = await payload.create({
      collection: 'outbox',
      data: { ...mail, delivery: 'recorded' },
      overrideAccess: true,
    })
    rowId = row.id
  } catch (error) {
    console.error(`[mail] could not record the ${mail.kind} mail to ${mail.to}:`, error)
  }

  let delivery: MailDelivery = 'recorded'
  let failure: string | null = null
  if (mailSettings()) {
    try {
      await payload.sendEmail({
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
      delivery = 'sent'
    } catch (error) {
      delivery = 'failed'
      failure = errorText(error)
    }
    if (rowId !== null) {
      await payload
        .update({
          collection: 'outbox',
          id: rowId,
          data: { delivery, error: failure },
          overrideAccess: true,
        })
        .catch((error: unknown) =>
          console.error(`[mail] could not note the delivery of outbox ${rowId}:`, error),
        )
    }
  }

  const line = `[mail] ${delivery} kind=${mail.kind} to=${mail.to} subject=${JSON.stringify(mail.subject)}`
  if (delivery === 'failed') console.error(`${line} error=${JSON.stringify(failure)}`)
  else console.info(line)
  if (rowId === null && delivery !== 'sent')
    throw new Error('the mail was neither recorded nor sent')
  return delivery
}

/**
 * sendMail once the answer has gone to the visitor (next/server's `after`): a slow or broken
 * mail server never delays or fails a submission. `then` runs with the outcome (e.g. noting
 * on a lead that its brochure went out); any failure is logged, never thrown.
 */
export function sendMailAfterResponse(
  mail: OutgoingMail,
  then?: (delivery: MailDelivery) => Promise<void>,
): void {
  after(async () => {
    try {
      const delivery = await sendMail(mail)
      await then?.(delivery)
    } catch (error) {
      console.error(`[mail] the ${mail.kind} mail to ${mail.to} was lost:`, error)
    }
  })
}
