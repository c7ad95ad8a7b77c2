import 'server-only'
import { after } from 'next/server'
import { mailSettings } from '@/lib/cms/email'
import { env } from '@/lib/env'
import type { ApplicationFields } from '@/lib/validation/application'
import type { Complaint } from '@/lib/validation/complaint'
import type { Enquiry } from '@/lib/validation/enquiry'
import type { Interest } from '@/lib/validation/interest'
import { payloadClient } from './payload'
import { markBrochureSent } from './project-interest'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'

/** A lead the firm should hear about: the row is committed before this is built. */
export type LeadNotice =
  | { kind: 'enquiry'; id: number | string; lead: Enquiry }
  | { kind: 'complaint'; id: number | string; reference: string; lead: Complaint }
  | { kind: 'application'; id: number | string; lead: ApplicationFields; resumeFile?: string }
  | {
      kind: 'interest'
      id: number | string
      lead: Interest
      project: { name: string; slug: string }
    }

const collectionOf = {
  enquiry: 'enquiries',
  complaint: 'complaints',
  application: 'applications',
  interest: 'interests',
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
    case 'interest':
      subject = `New interest in ${notice.project.name} from ${name}`
      lines.push(
        `Project: ${notice.project.name} (${new URL(`/projects/${notice.project.slug}`, siteUrl).toString()})`,
      )
      lines.push(`Unit type: ${notice.lead.unitType ?? 'Any'}`)
      if (notice.lead.message) lines.push('', notice.lead.message)
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

/** The visitor's own e-mail after registering interest: the project's brochure, by link. */
export function composeBrochureMail(
  visitor: { firstName: string },
  project: { name: string; slug: string },
  link: string,
  siteUrl = env.SITE_URL,
  locale: Locale = defaultLocale,
) {
  const name = oneLine(visitor.firstName)
  const projectPage = new URL(localizePath(locale, `/projects/${project.slug}`), siteUrl).toString()
  // The visitor reads the mail in the edition they registered from.
  const words =
    locale === 'ar'
      ? {
          subject: `كتيّب مشروع ${project.name}`,
          lines: [
            `عزيزي/عزيزتي ${name}،`,
            '',
            `شكراً لتسجيل اهتمامك بمشروع ${project.name}. يمكنك تنزيل الكتيّب من الرابط التالي:`,
            '',
            link,
            '',
            'هذا الرابط خاص بك وحدك ويبقى صالحاً لمدة 14 يوماً. سيتواصل معك أحد مستشارينا قريباً لإطلاعك على الوحدات المتاحة والمخططات وأحدث الأسعار.',
            '',
            `صفحة المشروع: ${projectPage}`,
          ],
        }
      : {
          subject: `Your ${project.name} brochure`,
          lines: [
            `Dear ${name},`,
            '',
            `Thank you for registering your interest in ${project.name}. You can download the brochure here:`,
            '',
            link,
            '',
            'The link is yours alone and works for 14 days. A consultant will be in touch shortly with availability, floor plans and the latest prices.',
            '',
            `Project page: ${projectPage}`,
          ],
        }
  return { subject: oneLine(words.subject), text: [...words.lines, '', env.SITE_NAME].join('\n') }
}

/**
 * E-mails the brochure link to the visitor once the answer has gone (like notifyFirm), then
 * notes on the lead that it was sent. Returns false when mail is off and nothing will be sent.
 */
export function sendBrochureLink(options: {
  to: string
  visitor: { firstName: string }
  project: { name: string; slug: string }
  link: string
  leadRowId: number | string
  /** The edition the visitor registered from: the mail is written in it. */
  locale?: Locale
}): boolean {
  const settings = mailSettings()
  if (!settings) return false
  after(async () => {
    try {
      const payload = await payloadClient()
      const { subject, text } = composeBrochureMail(options.visitor, options.project, options.link, env.SITE_URL, options.locale)
      await payload.sendEmail({ to: options.to, replyTo: settings.to, subject, text })
      await markBrochureSent(options.leadRowId)
    } catch (error) {
      console.error(
        `[notify] could not e-mail the brochure for interest ${options.leadRowId}:`,
        error,
      )
    }
  })
  return true
}
