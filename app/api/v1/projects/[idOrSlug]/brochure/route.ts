import { mailSettings } from '@/lib/cms/email'
import { env } from '@/lib/env'
import { type Locale } from '@/lib/i18n/locales'
import { brochureLinkPage, type BrochurePageState, wantsHtml } from '@/lib/server/brochure-link-page'
import { clientIp } from '@/lib/server/client-ip'
import {
  answerLocale,
  assertSameOrigin,
  handle,
  HttpError,
  validationTextIn,
} from '@/lib/server/http'
import { sendBrochureLink } from '@/lib/server/notify'
import {
  brochureLink,
  findInterestTarget,
  findLinkLead,
  type InterestTarget,
  readBrochure,
  verifyBrochureLink,
} from '@/lib/server/project-interest'
import { enforceRateLimit } from '@/lib/server/rate-limit'

export const dynamic = 'force-dynamic'

const LINK_INVALID =
  'This brochure link is not valid. Register your interest on the project page to receive a new one.'
const LINK_EXPIRED =
  'This brochure link has expired. Register your interest on the project page to receive a new one.'
const LINK_RESENT = 'A new brochure link is on its way to the e-mail address registered with it.'

type Params = { params: Promise<{ idOrSlug: string }> }

/**
 * A refusal, as the asker reads it: a page in the visitor's language for a browser (the link
 * is opened from an e-mail), the contract's JSON for an API client (told apart by Accept).
 */
function refuse(
  request: Request,
  status: number,
  message: string,
  state: BrochurePageState,
  target: InterestTarget | null,
  locale: Locale,
): Promise<Response> {
  if (!wantsHtml(request)) throw new HttpError(status, message)
  const url = new URL(request.url)
  return brochureLinkPage({
    state,
    locale,
    status,
    project: target && { name: target.name, slug: target.slug },
    resendAction: url.pathname + url.search,
  })
}

function linkOf(request: Request) {
  const query = new URL(request.url).searchParams
  return { lead: query.get('lead'), expires: query.get('expires'), sig: query.get('sig') }
}

/**
 * The brochure, for a visitor holding the signed link they were given after registering
 * interest (on the confirmation and by e-mail). There is no public file address: without a
 * valid, unexpired link for a lead still on file, nothing is sent. An expired but genuine link
 * offers a new one (POST below); a forged one leads back to the register-interest form.
 */
export const GET = handle<Params>(async (request, { params }) => {
  const locale = answerLocale(request)
  const target = await findInterestTarget((await params).idOrSlug)
  if (!target) return refuse(request, 404, 'Project not found', 'no-project', null, locale)
  const link = linkOf(request)
  const verdict = verifyBrochureLink(target.publicId, link)
  if (verdict.status === 'expired')
    return refuse(request, 410, LINK_EXPIRED, 'expired', target, locale)
  if (
    verdict.status !== 'ok' ||
    (!verdict.unstored && !(await findLinkLead(link.lead!, target.id)))
  )
    return refuse(request, 403, LINK_INVALID, 'invalid', target, locale)
  const bytes = target.brochure && (await readBrochure(target.brochure.filename))
  if (!bytes) throw new HttpError(404, 'This project has no brochure at the moment.')
  const filename = `${target.slug}-brochure.pdf`
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

/**
 * A new link for the holder of a genuine one (the expired page's button): shown on the page that
 * answers, and sent through the outbox to the address on file for the lead the link names,
 * never to one given here, so an old forwarded link cannot be turned into a fresh one for
 * someone else. The JSON answer is the same whether or not that lead is still on file; the page
 * offers a download only when it is.
 */
export const POST = handle<Params>(async (request, { params }) => {
  const locale = answerLocale(request)
  const html = wantsHtml(request)
  try {
    assertSameOrigin(request)
    await enforceRateLimit('brochure-link', clientIp(request), false)
  } catch (error) {
    if (!html || !(error instanceof HttpError)) throw error
    return brochureLinkPage({
      state: 'refused',
      locale,
      status: error.status,
      project: null,
      reason: (await validationTextIn(locale))(error.text),
    })
  }
  const target = await findInterestTarget((await params).idOrSlug)
  if (!target) return refuse(request, 404, 'Project not found', 'no-project', null, locale)
  const link = linkOf(request)
  const verdict = verifyBrochureLink(target.publicId, link)
  if (verdict.status === 'invalid')
    return refuse(request, 403, LINK_INVALID, 'invalid', target, locale)
  const lead = verdict.unstored ? null : await findLinkLead(link.lead!, target.id)
  const newLink = lead && target.brochure ? brochureLink(env.SITE_URL, target, link.lead!, { locale }) : null
  if (lead && newLink) {
    sendBrochureLink({
      to: lead.email,
      visitor: lead,
      project: { name: target.name, slug: target.slug },
      link: newLink,
      leadRowId: lead.id,
      locale,
      renewed: true,
    })
  }
  if (!html) return Response.json({ message: LINK_RESENT }, { status: 202 })
  // The holder of a genuine link gets the new one on the page: on an install without SMTP the
  // e-mail only reaches the outbox, and nothing should wait on staff forwarding it.
  return brochureLinkPage({
    state: 'resent',
    locale,
    status: 200,
    project: { name: target.name, slug: target.slug },
    newLink: newLink ?? undefined,
    mailed: mailSettings() !== null,
  })
})
