import 'server-only'
import { after } from 'next/server'
import { mailSettings } from '@/lib/cms/email'
import { env } from '@/lib/env'
import type { ApplicationFields } from '@/lib/validation/application'
import type { Complaint } from '@/lib/validation/complaint'
import type { Enquiry } from '@/lib/validation/enquiry'
import { payloadClient } from './payload'

/** A lead the firm should hear about: the row is committed before this is built. */
export type LeadNotice =
  | { kind: 'enquiry'; id: number | string; lead: Enquiry }
  | { kind: 'complaint'; id: number | string; reference: string; lead: Complaint }
  | { kind: 'application'; id: number | string; lead: ApplicationFields; resumeFile?: string }

const collectionOf = {
  enquiry: 'enquiries',
  complaint: 'complaints',
  application: 'applications',
} as const

/** Header-safe: no line breaks from a visitor's input reach a mail header. */
function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, ' ').trim()
}

export function composeNotice(notice: LeadNotice, siteUrl = env.SITE_URL) {
  const { lead } = notice
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const adminUrl = new URL(
    `/admin/collections/${collectionOf[notice.kind]}/${notice.id}`,
    siteUrl,
  ).toString()
  const lines = [`Name: ${name}`, `Email: ${lead.email}`, `Phone: ${lead.phone}`]
  let subject: string
  switch (notice.kind) {
    case 'enquiry':
      subject = `New enquiry from ${name}`
      if (notice.lead.page) lines.push(`Sent from: ${oneLine(notice.lead.page)}`)
      lines.push('', notice.lead.message)
      break
    case 'complaint':
      subject = `New complaint ${notice.reference} from ${name}`
      lines.push(`Reference: ${notice.reference}`)
      if (notice.lead.propertyReference)
        lines.push(`Property reference: ${notice.lead.propertyReference}`)
      lines.push('', notice.lead.message)
      break
    case 'application':
      subject = `New job application from ${name}: ${oneLine(notice.lead.designation)}`
      lines.push(`Role: ${notice.lead.designation}`)
      if (notice.resumeFile) {
        lines.push(
          `Resume (staff sign-in required): ${new URL(`/cms-api/resumes/file/${notice.resumeFile}`, siteUrl).toString()}`,
        )
      }
      break
  }
  lines.push('', `Open in the admin inbox: ${adminUrl}`)
  return { subject: oneLine(subject), text: lines.join('\n') }
}

/**
 * E-mails the firm about a new lead, after the answer has gone to the visitor (next/server's
 * `after`), so a slow or broken mail server never delays or fails a submission; a failure is
 * logged and the lead is still in the admin inbox. Off when SMTP is not configured.
 */
export function notifyFirm(notice: LeadNotice) {
  const settings = mailSettings()
  if (!settings) return
  after(async () => {
    try {
      const payload = await payloadClient()
      const { subject, text } = composeNotice(notice)
      await payload.sendEmail({ to: settings.to, replyTo: notice.lead.email, subject, text })
    } catch (error) {
      console.error(`[notify] could not e-mail the firm about ${notice.kind} ${notice.id}:`, error)
    }
  })
}
