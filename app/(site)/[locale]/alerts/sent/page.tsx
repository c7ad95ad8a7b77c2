import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { alertPageMetadata, queryValue } from '@/components/alerts/alert-page'
import { AlertScreen, PlainButtonLink, SiteButtonLink } from '@/components/alerts/alert-screen'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { localPathOr } from '@/lib/safe-redirect'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Why the API refused a plain form post (its 303 names it), as the page says it. */
const ERROR_TEXTS = {
  email: 'errorEmail',
  input: 'errorInput',
  busy: 'errorBusy',
  gone: 'errorGone',
} as const

function errorOf(query: Record<string, string | string[] | undefined>) {
  const error = queryValue(query, 'error')
  if (error === undefined) return null
  return ERROR_TEXTS[error as keyof typeof ERROR_TEXTS] ?? ERROR_TEXTS.input
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'AlertPages' })
  return alertPageMetadata(errorOf(await searchParams) ? t('errorTitle') : t('sentTitle'))
}

/**
 * Where the alert form's plain post lands (before the app has loaded, or without JavaScript):
 * "check your inbox", or why it was refused, with the way back to the page it came from.
 */
export default async function AlertSentPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  await pageLocale(params)
  const t = await getTranslations('AlertPages')
  const query = await searchParams
  const error = errorOf(query)
  const back = localPathOr(queryValue(query, 'back'), '')
  const fromListing = /^(?:\/(?:ar|ru|zh))?\/property\/[^/?#]+/.test(back)
  const backLink = back ? (
    <PlainButtonLink href={back}>
      {fromListing ? t('backToListing') : t('backToSearch')}
    </PlainButtonLink>
  ) : (
    <SiteButtonLink href="/property">{t('browse')}</SiteButtonLink>
  )
  return error ? (
    <AlertScreen
      testId="alert-refused"
      tone="problem"
      eyebrow={t('eyebrow')}
      title={t('errorTitle')}
      actions={backLink}
    >
      <p role="alert">{t(error)}</p>
    </AlertScreen>
  ) : (
    <AlertScreen
      testId="alert-sent"
      tone="done"
      eyebrow={t('eyebrow')}
      title={t('sentTitle')}
      actions={backLink}
    >
      <p>{t('sentText')}</p>
    </AlertScreen>
  )
}
