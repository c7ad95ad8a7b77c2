import { NextResponse } from 'next/server'
import { getPathname } from '@/lib/i18n/navigation'
import { defaultLocale, localeOr } from '@/lib/i18n/locales'
import { alertToStop, unsubscribe } from '@/lib/server/alerts'
import { handle, json, readJsonOrForm } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/**
 * Stops one alert, by the signed link it was sent with (`?t=`). A mail app's one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, posted by the mail provider with no
 * cookie or Origin) gets a plain 200; the unsubscribe page's button (`from=page`) is sent on to
 * the page that says it is done. The link itself is the authority, so no Origin check: a foreign
 * page could only stop the alert its own link names. A link already used or broken answers 404.
 */
export const POST = handle(async (request) => {
  const token = new URL(request.url).searchParams.get('t') ?? undefined
  const body = (await readJsonOrForm(request).catch(() => ({}))) as Record<string, unknown>
  const outcome = await unsubscribe(token)
  if (body.from === 'page') {
    const locale = localeOr(body.locale)
    const query = outcome.status === 'ok' ? `done=1&left=${outcome.anyLeft ? 1 : 0}` : 'invalid=1'
    return new NextResponse(null, {
      status: 303,
      headers: { Location: `${getPathname({ href: '/alerts/unsubscribe', locale })}?${query}`, 'Cache-Control': 'no-store' },
    })
  }
  if (outcome.status !== 'ok') return json({ message: 'This unsubscribe link is not valid or was already used' }, 404)
  return json({ message: 'Unsubscribed', data: { unsubscribed: true } }, 200, { 'Cache-Control': 'no-store' })
})

/**
 * The same link opened in a browser (a mail app without one-click, or the address copied from
 * the header): the page that asks, with its one button, in the alert's edition. A GET never
 * stops anything: mail scanners open links.
 */
export const GET = handle(async (request) => {
  const token = new URL(request.url).searchParams.get('t') ?? ''
  const outcome = await alertToStop(token, defaultLocale)
  const locale = outcome.status === 'ok' ? outcome.locale : defaultLocale
  const page = `${getPathname({ href: '/alerts/unsubscribe', locale })}?${new URLSearchParams({ t: token })}`
  return new NextResponse(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } })
})
