import { NextResponse } from 'next/server'
import { managedAlertAnchor } from '@/components/alerts/alert-page'
import { getPathname } from '@/lib/i18n/navigation'
import { localeOr } from '@/lib/i18n/locales'
import { manageAlerts, type ManageAction } from '@/lib/server/alerts'
import { assertSameOrigin, handle, readJsonOrForm } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

function actionOf(body: Record<string, unknown>): ManageAction | null {
  const alert = typeof body.alert === 'string' ? body.alert : ''
  if (body.action === 'delete-all') return { action: 'delete-all' }
  if (body.action === 'delete' && alert) return { action: 'delete', alert }
  if (body.action === 'frequency' && alert && (body.frequency === 'instant' || body.frequency === 'daily')) {
    return { action: 'frequency', alert, frequency: body.frequency }
  }
  return null
}

/**
 * The manage page's forms, by its signed link (`?t=`): change how often an alert writes, stop
 * one, or stop them all (which deletes the address). Always answered by sending the visitor back
 * to the page in their edition: the list as it now is, or the page saying all is stopped.
 */
export const POST = handle(async (request) => {
  assertSameOrigin(request)
  const token = new URL(request.url).searchParams.get('t') ?? ''
  const body = (await readJsonOrForm(request)) as Record<string, unknown>
  const locale = localeOr(body.locale)
  const change = actionOf(body)
  const done = change ? await manageAlerts(token, change) : false
  const managePage = (query: Record<string, string>, anchor = '') =>
    `${getPathname({ href: '/alerts/manage', locale })}?${new URLSearchParams({ t: token, ...query })}${anchor}`
  // A saved frequency comes back to its alert's card (ten alerts are a long page on a phone).
  const location = !done
    ? managePage({ error: '1' })
    : change?.action === 'delete-all'
      ? `${getPathname({ href: '/alerts/unsubscribe', locale })}?done=1&left=0&all=1`
      : change?.action === 'frequency'
        ? managePage({ saved: change.alert }, `#${managedAlertAnchor(change.alert)}`)
        : managePage({ stopped: '1' })
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
})
