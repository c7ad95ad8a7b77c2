import { NextResponse } from 'next/server'
import { getPathname } from '@/lib/i18n/navigation'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { localPathOr } from '@/lib/safe-redirect'
import { requestAlert } from '@/lib/server/alerts'
import { answerLocale, handle, HttpError, inLocale, json, parseBody, readJsonOrForm, validationTextIn } from '@/lib/server/http'
import { behindLeadGate, honeypotIn, spamReason } from '@/lib/server/spam'
import { ALERT_MESSAGE, alertSchema } from '@/lib/validation/alert'

export const dynamic = 'force-dynamic'

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')

/**
 * Asks for an alert: a property search, a project search or one listing's price, by e-mail. The
 * alert is stored unconfirmed and the confirmation link e-mailed (lib/server/alerts.ts); the
 * answer is the same 201 whatever the address already has, so it tells nobody who subscribed.
 * Rate-limited like the lead forms; a bot filling the honeypot gets the same answer and nothing
 * is stored. A plain HTML form (before the page's scripts run) is answered with a redirect to a
 * page that says what happened, in the page's edition; a script gets JSON (`?locale=` as for the
 * other forms).
 */
export const POST = handle(async (request) => {
  if (isFormPost(request)) return fromForm(request)
  const locale = answerLocale(request)
  const message = (await validationTextIn(locale))(ALERT_MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'alerts', async (gate) => {
      const body = await readJsonOrForm(request)
      const alert = parseBody(body, alertSchema, locale)
      if (!(await spamReason(gate, honeypotIn(body), undefined))) await requestAlert(alert, locale)
      return json({ message, data: {} }, 201)
    }),
  )
})

type FormRefusal = 'email' | 'input' | 'busy' | 'gone'

/** The plain form: every outcome is a page in the visitor's edition, never a JSON body. */
async function fromForm(request: Request): Promise<Response> {
  let locale: Locale = answerLocale(request)
  let back = '/'
  const answer = (refusal?: FormRefusal) => {
    const query = new URLSearchParams({ back, ...(refusal ? { error: refusal } : {}) })
    const location = `${getPathname({ href: '/alerts/sent', locale })}?${query}`
    return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
  }
  try {
    return await behindLeadGate(request, 'alerts', async (gate) => {
      const body = (await readJsonOrForm(request)) as Record<string, unknown>
      locale = localeOr(body.locale, locale)
      back = localPathOr(typeof body.back === 'string' ? body.back : null, getPathname({ href: '/', locale }))
      const alert = parseBody(body, alertSchema, locale)
      if (!(await spamReason(gate, honeypotIn(body), undefined))) await requestAlert(alert, locale)
      return answer()
    })
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    if (error.status === 429) return answer('busy')
    if (error.status === 404) return answer('gone')
    if (error.status === 400 && error.errors && 'email' in error.errors) return answer('email')
    if (error.status === 400) return answer('input')
    throw error
  }
}
