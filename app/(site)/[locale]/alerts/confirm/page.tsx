import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { linkPageMetadata, queryValue } from '@/components/alerts/alert-page'
import { AlertScreen, BrokenLinkScreen, SiteButtonLink } from '@/components/alerts/alert-screen'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { confirmAlert } from '@/lib/server/alerts'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** One confirmation per request, for the page and its title. */
const loadConfirmation = cache((token: string | undefined, locale: Locale) =>
  confirmAlert(token, locale),
)

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const outcome = await loadConfirmation(
    queryValue(await searchParams, 't'),
    localeOr((await params).locale),
  )
  return linkPageMetadata(params, outcome.status, 'confirmedTitle')
}

/** The confirmation e-mail's link: the alert is switched on, or the link is too old or broken. */
export default async function AlertConfirmPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('AlertPages')
  const outcome = await loadConfirmation(queryValue(await searchParams, 't'), locale)
  if (outcome.status === 'ok') {
    return (
      <AlertScreen
        testId="alert-confirmed"
        tone="done"
        eyebrow={t('eyebrow')}
        title={t('confirmedTitle')}
        actions={
          outcome.kind === 'projects' ? (
            <SiteButtonLink href="/projects">{t('browseProjects')}</SiteButtonLink>
          ) : (
            <SiteButtonLink href="/property">{t('browse')}</SiteButtonLink>
          )
        }
      >
        <p>{t('confirmedText', { search: outcome.summary })}</p>
      </AlertScreen>
    )
  }
  return <BrokenLinkScreen expired={outcome.status === 'expired'} expiredText="expiredText" />
}
