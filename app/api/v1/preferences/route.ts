import { NextResponse } from 'next/server'
import { CURRENCIES } from '@/lib/buyer-tools/market-settings'
import { AREA_COOKIE, AREA_UNITS, CURRENCY_COOKIE, PREFERENCE_MAX_AGE } from '@/lib/display-prefs'
import { refererPath } from '@/lib/safe-redirect'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { assertSameOrigin, handle, json, parseBody, readJsonOrForm } from '@/lib/server/http'
import { readMarketSettings } from '@/lib/server/settings'
import { preferencesSchema } from '@/lib/validation/preferences'

export const dynamic = 'force-dynamic'

/** The visitor's currency and area unit, and every rate the switch offers (AED per unit). */
export const GET = handle(async () => {
  const [display, market] = await Promise.all([getDisplayPrefs(), readMarketSettings()])
  return json(
    {
      data: {
        currency: display.currency,
        area: display.area,
        currencies: CURRENCIES,
        areaUnits: AREA_UNITS,
        aedPerUnit: { AED: 1, ...market.exchangeRates.aedPerUnit },
        ratesAsOf: market.exchangeRates.updatedAt,
      },
    },
    200,
    { 'Cache-Control': 'private, no-store' },
  )
})

/**
 * Sets the preference cookies the server renders prices and sizes with. A plain HTML form
 * (the header switch before or without JavaScript) is sent back to the page it came from;
 * a script gets JSON.
 */
export const POST = handle(async (request) => {
  assertSameOrigin(request)
  const choice = parseBody(await readJsonOrForm(request), preferencesSchema)
  const fromForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  const response = fromForm
    ? new NextResponse(null, { status: 303, headers: { Location: backTo(request) } })
    : NextResponse.json({ data: choice })
  const secure = new URL(request.url).protocol === 'https:'
  const cookie = { path: '/', maxAge: PREFERENCE_MAX_AGE, sameSite: 'lax' as const, httpOnly: true, secure }
  if (choice.currency) response.cookies.set(CURRENCY_COOKIE, choice.currency, cookie)
  if (choice.area) response.cookies.set(AREA_COOKIE, choice.area, cookie)
  response.headers.set('Cache-Control', 'no-store')
  return response
})

/** The page the form was on, if it is one of ours (never the API itself); else the home page. */
function backTo(request: Request): string {
  const path = refererPath(request.headers.get('referer'), request.headers.get('host'))
  return path.startsWith('/api/') ? '/' : path
}
