import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { linkPageMetadata, queryValue, withToken } from '@/components/alerts/alert-page'
import { AlertScreen, BrokenLinkScreen, SiteButtonLink } from '@/components/alerts/alert-screen'
import { Button } from '@/components/ui/button'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { alertToStop } from '@/lib/server/alerts'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>
type Query = Record<string, string | string[] | undefined>
type SearchParams = Promise<Query>

/** What the link would stop, once per request (the page and its title); nothing after it is done. */
const loadAlert = cache((token: string | undefined, locale: Locale) => alertToStop(token, locale))

const isDone = (query: Query) => queryValue(query, 'done') === '1'
const isAll = (query: Query) => queryValue(query, 'all') === '1'

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const query = await searchParams
  if (isDone(query)) {
    return linkPageMetadata(params, 'ok', isAll(query) ? 'allStoppedTitle' : 'unsubscribedTitle')
  }
  const outcome = await loadAlert(queryValue(query, 't'), localeOr((await params).locale))
  if (outcome.status === 'stopped') return linkPageMetadata(params, 'ok', 'unsubscribedTitle')
  return linkPageMetadata(params, outcome.status, 'unsubscribeTitle')
}

/** Stopped: this alert (the address deleted with it when it was the last), or all of them. */
async function StoppedScreen({ all = false, noneLeft = false }: { all?: boolean; noneLeft?: boolean }) {
  const t = await getTranslations('AlertPages')
  return (
    <AlertScreen
      testId="alert-stopped"
      tone="done"
      eyebrow={t('eyebrow')}
      title={all ? t('allStoppedTitle') : t('unsubscribedTitle')}
      actions={<SiteButtonLink href="/property">{t('browse')}</SiteButtonLink>}
    >
      {!all && <p>{t('unsubscribedText')}</p>}
      {(all || noneLeft) && <p>{t('unsubscribedAll')}</p>}
    </AlertScreen>
  )
}

/**
 * An e-mail's "Stop this alert" link: the search it stops and one button that posts to the API
 * (a page, not a GET that stops it, so a mail scanner following links stops nothing); then the
 * API's answer, `?done=1&left=0|1` (and `all=1` from the manage page's Stop all).
 */
export default async function AlertUnsubscribePage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('AlertPages')
  const query = await searchParams
  if (isDone(query)) {
    return <StoppedScreen all={isAll(query)} noneLeft={queryValue(query, 'left') === '0'} />
  }
  const token = queryValue(query, 't')
  const outcome = await loadAlert(token, locale)
  // A link of ours whose alert is gone: used already, or the alert stopped from the manage page.
  if (outcome.status === 'stopped') return <StoppedScreen />
  if (outcome.status !== 'ok' || !token)
    return <BrokenLinkScreen expired={outcome.status === 'expired'} />
  return (
    <AlertScreen
      testId="alert-unsubscribe"
      tone="ask"
      eyebrow={t('eyebrow')}
      title={t('unsubscribeTitle')}
      actions={
        <form
          method="post"
          action={withToken('/api/v1/alerts/unsubscribe', token)}
          className="w-full sm:w-auto"
        >
          <input type="hidden" name="from" value="page" />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="dark" className="w-full sm:w-auto">
            {t('unsubscribeAction')}
          </Button>
        </form>
      }
    >
      <p>{t('unsubscribeText', { search: outcome.summary })}</p>
    </AlertScreen>
  )
}
