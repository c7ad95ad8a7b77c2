import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localeOr } from '@/lib/i18n/locales'

type SearchParams = Record<string, string | string[] | undefined>

/** One value of the query ('?t=a&t=b' → 'a'). */
export function queryValue(query: SearchParams, name: string): string | undefined {
  const value = query[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The alert pages are the visitor's own (their links carry a signed token): kept out of search
 * engines, and the token is not sent on to other sites in a Referer.
 */
export function alertPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'same-origin' }
}

/** What a signed link led to: its page, or why it does not work. */
export type LinkStatus = 'ok' | 'expired' | 'invalid'

/**
 * The title of a page a signed link opens: the page's own (a key of `AlertPages`) when the link
 * works, else that it expired or does not work.
 */
export async function linkPageMetadata(
  params: Promise<{ locale: string }>,
  status: LinkStatus,
  title: 'confirmedTitle' | 'unsubscribeTitle' | 'unsubscribedTitle' | 'allStoppedTitle' | 'manageTitle',
): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'AlertPages' })
  const shown = status === 'ok' ? title : status === 'expired' ? 'expiredTitle' : 'invalidTitle'
  return alertPageMetadata(t(shown))
}

/** One alert's card on the manage page: a change comes back to it (`#…`), not to the page's top. */
export const managedAlertAnchor = (key: string) => `alert-${key}`

/** The form posts' address for a signed link's token. */
export function withToken(path: string, token: string): string {
  return `${path}?t=${encodeURIComponent(token)}`
}
