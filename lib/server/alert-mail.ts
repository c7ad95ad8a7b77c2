import 'server-only'
import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import type { Digest } from '@/lib/alerts/digest'
import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import type { Alert, AlertSubscriber, Media } from '@/lib/cms/payload-types'
import { currencyLabel, displayPrefsOf, formatMoney } from '@/lib/display-prefs'
import { env } from '@/lib/env'
import { escapeHtml, oneLine } from '@/lib/escape'
import { communityLabel } from '@/lib/i18n/communities'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { messagesIn } from '@/lib/i18n/messages'
import { alertLink, confirmationExpiry, describe } from './alerts'
import { toImageRef } from './media'
import { sendMail, type MailDelivery } from './outbox'
import { readMarketSettings } from './settings'
import { firmAddress } from './notify'

/*
 * The e-mails a visitor gets from alerts, in the edition they subscribed in: the confirmation
 * (and its two variants: an alert they already have, or an address at its limit) and the alert
 * itself. Each has a text and an HTML version; the alert shows each home's photo, its price in
 * the visitor's currency and a link, and carries RFC 8058's one-click unsubscribe headers.
 */

const absolute = (path: string) => new URL(path, env.SITE_URL).toString()

async function mailTexts(locale: Locale) {
  const messages = await messagesIn(locale)
  return createTranslator({ locale, messages, namespace: 'AlertMail' })
}

/** The frame every alert e-mail shares: the firm's name, the body, the footer. */
function page(locale: Locale, body: string, footer: string): string {
  const dir = localeInfo[locale].dir
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f7f4ee;color:#0f1b2d;font:16px/1.6 -apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:28px 28px 8px;font:500 22px/1.2 Georgia,serif;color:#0f1b2d">${escapeHtml(env.SITE_NAME)}</td></tr>
<tr><td style="padding:8px 28px 24px">${body}</td></tr>
<tr><td style="padding:16px 28px 28px;border-top:1px solid #eee7da;font-size:13px;color:#5b6472">${footer}</td></tr>
</table></td></tr></table></body></html>`
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f1b2d;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600">${escapeHtml(label)}</a></p>`

const paragraph = (text: string) => `<p style="margin:12px 0">${escapeHtml(text)}</p>`

export type NoticeKind = 'confirm' | 'already' | 'limit'

/**
 * The answer to a subscription, by e-mail (the page says the same to everyone): the link to
 * confirm, or that the alert exists already, or that the address holds its 10 alerts.
 */
export async function sendAlertNotice(
  kind: NoticeKind,
  options: {
    alert: Pick<Alert, 'kind' | 'search' | 'summary'> & Partial<Pick<Alert, 'key' | 'currency' | 'frequency' | 'listing'>>
    subscriber: AlertSubscriber
    locale: Locale
    currency?: CurrencyCode
  },
): Promise<MailDelivery> {
  const { alert, subscriber, locale } = options
  const t = await mailTexts(locale)
  const search = await describe(alert, locale, options.currency ?? alert.currency ?? 'AED')
  const manage = alertLink('manage', subscriber.key, locale)
  let subject: string
  // What the e-mail says before its button, and after it.
  let before: string[]
  let after: string[] = []
  let action: { href: string; label: string }
  if (kind === 'confirm') {
    subject = t('confirmSubject', { search })
    action = { href: alertLink('confirm', alert.key!, locale, { expiresAt: confirmationExpiry() }), label: t('confirmAction') }
    const frequencies = createTranslator({ locale, messages: await messagesIn(locale), namespace: 'Alerts' })
    before = [t('confirmIntro', { search }), t('confirmFrequency', { frequency: frequencies(alert.frequency ?? 'instant') })]
    after = [t('confirmExpiry')]
  } else if (kind === 'already') {
    subject = t('alreadySubject', { search })
    action = { href: manage, label: t('manageAction') }
    before = [t('alreadyIntro', { search })]
  } else {
    subject = t('limitSubject')
    action = { href: manage, label: t('manageAction') }
    before = [t('limitIntro', { search })]
  }
  // Every e-mail leads to the manage page, where the address's requests can be seen and stopped
  // (the confirmation too: someone who did not ask can stop what was asked in their name).
  const manageLine = action.href === manage ? [] : ['', t('linkLine', { label: t('manage'), url: manage })]
  const manageLink = action.href === manage ? '' : ` · <a href="${escapeHtml(manage)}" style="color:#0f1b2d">${escapeHtml(t('manage'))}</a>`
  const text = [...before, '', t('linkLine', { label: action.label, url: action.href }), ...after.flatMap((line) => ['', line]), ...manageLine, '', env.SITE_NAME].join('\n')
  const html = page(locale, `${before.map(paragraph).join('')}${button(action.href, action.label)}${after.map(paragraph).join('')}`, `${escapeHtml(env.SITE_NAME)}${manageLink}`)
  return sendMail({ kind: 'alert', to: subscriber.email, replyTo: firmAddress(), subject: oneLine(subject), text, html })
}

interface MailEntry {
  name: string
  place: string
  price: string
  before: string | null
  reason: 'new' | 'price-drop'
  photo: string | null
  link: string
}

/** The homes (or projects) of a digest as the visitor will see them; gone ones are left out. */
async function entriesOf(payload: Payload, alert: Alert, digest: Digest, currency: CurrencyCode): Promise<MailEntry[]> {
  const locale = alert.locale
  const market = await readMarketSettings()
  const prefs = { ...displayPrefsOf(currency, 'sqft', market.exchangeRates), locale }
  const money = (aed: number) => formatMoney(aed, prefs)
  const photoOf = (media: number | Media | null | undefined) => {
    const ref = toImageRef(media, 'card')
    return ref ? absolute(ref.s3Url) : null
  }
  if (alert.kind === 'projects') {
    const ids = digest.entries.map((entry) => Number(entry.listing.replace('project:', '')))
    const { docs } = await payload.find({ collection: 'projects', locale, overrideAccess: false, depth: 1, pagination: false, where: { id: { in: ids } } })
    return digest.entries.flatMap((entry) => {
      const project = docs.find((doc) => `project:${doc.id}` === entry.listing)
      if (!project) return []
      const prices = (project.unitTypes ?? []).map((unit) => unit.priceFromAed).filter((price): price is number => typeof price === 'number')
      return [{
        name: project.name,
        place: communityLabel(project.community, locale),
        price: prices.length ? money(Math.min(...prices)) : '',
        before: null,
        reason: 'new' as const,
        photo: photoOf(project.gallery?.[0]),
        link: absolute(getPathname({ href: `/projects/${project.slug}`, locale })),
      }]
    })
  }
  const ids = digest.entries.map((entry) => Number(entry.listing))
  const { docs } = await payload.find({ collection: 'properties', locale, overrideAccess: false, depth: 1, pagination: false, where: { id: { in: ids } } })
  return digest.entries.flatMap((entry) => {
    const listing = docs.find((doc) => String(doc.id) === entry.listing)
    if (!listing) return []
    return [{
      name: listing.name,
      place: listing.location,
      price: money(listing.price),
      before: entry.reason === 'price-drop' && entry.previousPrice ? money(entry.previousPrice) : null,
      reason: entry.reason,
      photo: photoOf(listing.banner),
      link: absolute(getPathname({ href: `/property/${listing.publicId}`, locale })),
    }]
  })
}

/**
 * One alert e-mail: the digest's homes with photo, price and link, a link to the whole search
 * when there are more, and the ways out (a one-click header for the mail app, a link in the
 * footer). Returns how the outbox delivered it; nothing is sent when every home has gone.
 */
export async function sendAlertMail(
  payload: Payload,
  { alert, subscriber, digest }: { alert: Alert; subscriber: AlertSubscriber; digest: Digest },
): Promise<MailDelivery | 'empty'> {
  const locale = alert.locale
  const t = await mailTexts(locale)
  const currency = alert.currency
  const entries = await entriesOf(payload, alert, digest, currency)
  if (entries.length === 0) return 'empty'
  const search = await describe(alert, locale, currency)
  const count = entries.length + digest.more
  const subject =
    alert.kind === 'listing'
      ? t('dropSubject', { name: entries[0]!.name })
      : alert.kind === 'projects'
        ? t('projectSubject', { count, search })
        : alert.frequency === 'daily'
          ? t('digestSubject', { count, search })
          : t('newSubject', { count, search })
  const unsubscribePage = alertLink('unsubscribe', alert.key, locale)
  const oneClick = alertLink('unsubscribe', alert.key, locale, { api: true })
  const manage = alertLink('manage', subscriber.key, locale)
  const searchPage = searchPageOf(alert)
  const intro =
    alert.kind === 'projects' ? t('projectsIntro', { search })
    : alert.kind === 'listing' ? t('listingIntro')
    : t('intro', { search })
  const pricesLine = t('pricesIn', { currency: currencyLabel(currency, locale), date: market(locale) })
  const label = (entry: MailEntry) => (entry.reason === 'price-drop' ? t('priceCut') : t('new'))
  const priceLine = (entry: MailEntry) =>
    [alert.kind === 'projects' && entry.price ? t('from', { price: entry.price }) : entry.price, entry.before ? `(${t('was', { price: entry.before })})` : null]
      .filter(Boolean)
      .join(' ')

  const text = [
    intro,
    '',
    ...entries.flatMap((entry) => [t('entry', { label: label(entry), name: entry.name, place: entry.place }), priceLine(entry), entry.link, '']),
    ...(digest.more > 0 && searchPage ? [t('linkLine', { label: t('more', { count: digest.more }), url: searchPage }), ''] : []),
    pricesLine,
    '',
    t('why', { site: env.SITE_NAME }),
    t('linkLine', { label: t('unsubscribe'), url: unsubscribePage }),
    t('linkLine', { label: t('manage'), url: manage }),
  ].join('\n')

  const cards = entries
    .map(
      (entry) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #eee7da;border-radius:10px">
${entry.photo ? `<tr><td><a href="${escapeHtml(entry.link)}"><img src="${escapeHtml(entry.photo)}" width="100%" alt="${escapeHtml(entry.name)}" style="display:block;width:100%;max-width:544px;height:auto;border-radius:10px 10px 0 0"></a></td></tr>` : ''}
<tr><td style="padding:14px 16px">
<div style="font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#8a6d3b">${escapeHtml(label(entry))}</div>
<div style="font-size:18px;font-weight:600;margin:4px 0"><a href="${escapeHtml(entry.link)}" style="color:#0f1b2d;text-decoration:none">${escapeHtml(entry.name)}</a></div>
<div style="color:#5b6472">${escapeHtml(entry.place)}</div>
<div style="font-size:17px;font-weight:600;margin-top:6px">${escapeHtml(priceLine(entry))}</div>
<div style="margin-top:10px"><a href="${escapeHtml(entry.link)}" style="color:#0f1b2d">${escapeHtml(t('view'))}</a></div>
</td></tr></table>`,
    )
    .join('')
  const more = digest.more > 0 && searchPage ? button(searchPage, t('more', { count: digest.more })) : ''
  const footer = [
    escapeHtml(pricesLine),
    escapeHtml(t('why', { site: env.SITE_NAME })),
    `<a href="${escapeHtml(unsubscribePage)}" style="color:#0f1b2d">${escapeHtml(t('unsubscribe'))}</a> · <a href="${escapeHtml(manage)}" style="color:#0f1b2d">${escapeHtml(t('manage'))}</a>`,
  ].join('<br>')
  const html = page(locale, `${paragraph(intro)}${cards}${more}`, footer)

  return sendMail({
    kind: 'alert',
    to: subscriber.email,
    replyTo: firmAddress(),
    subject: oneLine(subject),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

/** Today's date in the edition's words, for the line on the rates. */
function market(locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(new Date())
}

/** The search's own page, for "and N more". */
function searchPageOf(alert: Alert): string | null {
  if (alert.kind === 'listing') return null
  const search = (alert.search ?? {}) as Record<string, unknown>
  const params = new URLSearchParams()
  if (alert.kind === 'projects') {
    for (const [key, name] of [['community', 'community'], ['developer', 'developer'], ['handoverYear', 'handoverYear'], ['status', 'status']] as const) {
      if (search[key] !== undefined) params.set(name, String(search[key]))
    }
    return absolute(`${getPathname({ href: '/projects', locale: alert.locale })}?${params}`)
  }
  for (const [key, name] of [['status', 'status'], ['city', 'location'], ['type', 'type'], ['bedrooms', 'bedrooms'], ['minPriceAed', 'minPrice'], ['maxPriceAed', 'maxPrice']] as const) {
    if (search[key] !== undefined) params.set(name, String(search[key]))
  }
  return absolute(`${getPathname({ href: '/property', locale: alert.locale })}?${params}`)
}
