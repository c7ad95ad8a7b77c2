import 'server-only'
import { env } from '@/lib/env'
import { oneLine } from '@/lib/escape'
import type { ApplicationFields } from '@/lib/validation/application'
import type { Complaint } from '@/lib/validation/complaint'
import type { Enquiry } from '@/lib/validation/enquiry'
import type { Interest } from '@/lib/validation/interest'
import type { AssignedAgent } from './lead-agent'
import { sendMailAfterResponse } from './outbox'
import { markBrochureSent } from './project-interest'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'

/**
 * A lead the firm should hear about: the row is committed before this is built. An enquiry or
 * register-interest assigned to a broker (`agent`) reaches them too.
 */
export type LeadNotice =
  | {
      kind: 'enquiry'
      id: number | string
      lead: Enquiry
      listing?: { reference: string; name: string } | null
      agent?: AssignedAgent | null
    }
  | { kind: 'complaint'; id: number | string; reference: string; lead: Complaint }
  | { kind: 'application'; id: number | string; lead: ApplicationFields; resumeFile?: string }
  | {
      kind: 'interest'
      id: number | string
      lead: Interest
      project: { name: string; slug: string }
      agent?: AssignedAgent | null
    }

const collectionOf = {
  enquiry: 'enquiries',
  complaint: 'complaints',
  application: 'applications',
  interest: 'interests',
} as const

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
      subject = notice.listing
        ? `New enquiry about ${notice.listing.reference} from ${name}`
        : `New enquiry from ${name}`
      if (notice.listing)
        lines.push(`Listing: ${notice.listing.reference}, ${oneLine(notice.listing.name)}`)
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
  if (notice.kind === 'enquiry' || notice.kind === 'interest')
    lines.push(`Assigned to: ${notice.agent ? notice.agent.name : 'no one yet'}`)
  lines.push('', `Open in the admin inbox: ${adminUrl}`)
  return { subject: oneLine(subject), text: lines.join('\n') }
}

/**
 * Where lead notices go: LEADS_NOTIFY_TO, else the firm's public address. Read here rather than
 * from the SMTP settings, because without a mail server the notice is still written to the outbox.
 */
export function firmAddress(source: Record<string, string | undefined> = process.env): string {
  return source.LEADS_NOTIFY_TO?.trim() || env.CONTACT_EMAIL
}

/**
 * Whom a lead's notice is addressed to: the broker it is assigned to (who answers it) and the
 * firm's inbox (which sees every lead), as one message with both addressees.
 */
export function noticeAddressees(notice: LeadNotice, firm = firmAddress()): string {
  const agent = notice.kind === 'enquiry' || notice.kind === 'interest' ? notice.agent : null
  const addressees = [agent?.email ? oneLine(agent.email) : null, firm].filter(
    (address): address is string => Boolean(address),
  )
  return [...new Set(addressees.map((address) => address.toLowerCase()))].join(', ')
}

/**
 * Tells the firm, and the broker the lead is assigned to, about a new lead through the outbox
 * (lib/server/outbox.ts), after the answer has gone to the visitor: recorded for staff always,
 * e-mailed too when SMTP is configured. A failure is logged; the lead itself is already in the
 * admin inbox.
 */
export function notifyFirm(notice: LeadNotice) {
  const { subject, text } = composeNotice(notice)
  sendMailAfterResponse({
    kind: 'lead',
    to: noticeAddressees(notice),
    replyTo: notice.lead.email,
    subject,
    text,
  })
}

/** What a brochure mail says, given the project, its page and the link. */
interface BrochureMail {
  name: string
  project: string
  projectPage: string
  link: string
  renewed: boolean
}
type BrochureWords = (mail: BrochureMail) => { subject: string; lines: string[] }

/**
 * The brochure mail in each edition; an edition without one here gets the English mail. The
 * visitor reads the mail in the edition they registered from.
 */
const BROCHURE_MAILS: { en: BrochureWords } & Partial<Record<Locale, BrochureWords>> = {
  en: ({ name, project, projectPage, link, renewed }) => ({
    subject: `Your ${project} brochure`,
    lines: [
      `Dear ${name},`,
      '',
      renewed
        ? `As you asked, here is a new link to the ${project} brochure:`
        : `Thank you for registering your interest in ${project}. You can download the brochure here:`,
      '',
      link,
      '',
      'The link is yours alone and works for 14 days. A consultant will be in touch shortly with availability, floor plans and the latest prices.',
      '',
      `Project page: ${projectPage}`,
    ],
  }),
  ar: ({ name, project, projectPage, link, renewed }) => ({
    subject: `كتيّب مشروع ${project}`,
    lines: [
      `عزيزي/عزيزتي ${name}،`,
      '',
      renewed
        ? `كما طلبت، هذا رابط جديد لتنزيل كتيّب مشروع ${project}:`
        : `شكراً لتسجيل اهتمامك بمشروع ${project}. يمكنك تنزيل الكتيّب من الرابط التالي:`,
      '',
      link,
      '',
      'هذا الرابط خاص بك وحدك ويبقى صالحاً لمدة 14 يوماً. سيتواصل معك أحد مستشارينا قريباً لإطلاعك على الوحدات المتاحة والمخططات وأحدث الأسعار.',
      '',
      `صفحة المشروع: ${projectPage}`,
    ],
  }),
  ru: ({ name, project, projectPage, link, renewed }) => ({
    subject: `Брошюра проекта ${project}`,
    lines: [
      `Здравствуйте, ${name}!`,
      '',
      renewed
        ? `Как вы просили, отправляем новую ссылку на брошюру проекта ${project}:`
        : `Спасибо, что оставили заявку по проекту ${project}. Брошюра доступна для скачивания по ссылке:`,
      '',
      link,
      '',
      'Ссылка предназначена только для вас и действует 14 дней. В ближайшее время наш консультант свяжется с вами и расскажет о свободных вариантах, планировках и актуальных ценах.',
      '',
      `Страница проекта: ${projectPage}`,
    ],
  }),
  zh: ({ name, project, projectPage, link, renewed }) => ({
    subject: `${project} 项目楼书`,
    lines: [
      `${name}，您好！`,
      '',
      renewed
        ? `应您的要求，现将 ${project} 项目楼书的新下载链接发送给您：`
        : `感谢您为 ${project} 项目登记意向。您可以通过以下链接下载楼书：`,
      '',
      link,
      '',
      '此链接仅供您本人使用，有效期14天。我们的置业顾问将尽快与您联系，为您介绍在售房源、户型图及最新价格。',
      '',
      `项目页面：${projectPage}`,
    ],
  }),
}

/** The visitor's own e-mail after registering interest: the project's brochure, by link. */
export function composeBrochureMail(
  visitor: { firstName: string },
  project: { name: string; slug: string },
  link: string,
  siteUrl = env.SITE_URL,
  locale: Locale = defaultLocale,
  /** A new link asked for from an expired one, rather than the first after registering. */
  renewed = false,
) {
  const projectPage = new URL(
    getPathname({ href: `/projects/${project.slug}`, locale }),
    siteUrl,
  ).toString()
  const words = (BROCHURE_MAILS[locale] ?? BROCHURE_MAILS.en)({
    name: oneLine(visitor.firstName),
    project: project.name,
    projectPage,
    link,
    renewed,
  })
  return { subject: oneLine(words.subject), text: [...words.lines, '', env.SITE_NAME].join('\n') }
}

/**
 * Sends the brochure link to the visitor through the outbox once the answer has gone (like
 * notifyFirm), then notes on the lead when it went: recorded in the outbox counts, since staff
 * can forward it from there (and the visitor was shown the same link); a failed SMTP send does
 * not.
 */
export function sendBrochureLink(options: {
  to: string
  visitor: { firstName: string }
  project: { name: string; slug: string }
  link: string
  leadRowId: number | string
  /** The edition the visitor registered from: the mail is written in it. */
  locale?: Locale
  renewed?: boolean
}): void {
  const { subject, text } = composeBrochureMail(
    options.visitor,
    options.project,
    options.link,
    env.SITE_URL,
    options.locale,
    options.renewed,
  )
  sendMailAfterResponse(
    { kind: 'brochure', to: options.to, replyTo: firmAddress(), subject, text },
    async (delivery) => {
      if (delivery !== 'failed') await markBrochureSent(options.leadRowId)
    },
  )
}

/**
 * When staff reassign a lead in the admin, the broker it now belongs to hears about it as the
 * first one did: the same details, under a subject that says it was passed to them. Only they
 * are written to (the firm's inbox had the lead when it came in); a broker without an e-mail
 * is told nothing, which the log says.
 */
export function notifyReassigned(notice: Extract<LeadNotice, { kind: 'enquiry' | 'interest' }>) {
  const email = notice.agent?.email
  if (!email) {
    console.info(`[mail] ${notice.kind} ${notice.id} reassigned to a team member without an e-mail: no notice`)
    return
  }
  const { subject, text } = composeNotice(notice)
  sendMailAfterResponse({
    kind: 'lead',
    to: oneLine(email),
    replyTo: notice.lead.email,
    subject: oneLine(`Reassigned to you: ${subject.replace(/^New /, '')}`),
    text: `${notice.agent!.name}, this lead has been reassigned to you.\n\n${text}`,
  })
}
