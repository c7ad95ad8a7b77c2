import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { linkPageMetadata, queryValue } from '@/components/alerts/alert-page'
import { AlertScreen, BrokenLinkScreen, SiteButtonLink } from '@/components/alerts/alert-screen'
import { ManagedAlerts } from '@/components/alerts/managed-alerts'
import { Container } from '@/components/ui/container'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { managedAlerts } from '@/lib/server/alerts'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Stands for the address in the sentence, which then sets it apart (WithAddress). */
const ADDRESS = '\u0000'

/**
 * The sentence with the visitor's address set apart, left to right: inside an Arabic sentence an
 * address's dots and hyphens would otherwise be reordered.
 */
function WithAddress({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split(ADDRESS)
  return (
    <>
      {before}
      <bdi dir="ltr" className="text-ink font-semibold break-all">
        {email}
      </bdi>
      {after}
    </>
  )
}

/** The address's alerts, once per request (the page and its title). */
const loadAlerts = cache((token: string | undefined, locale: Locale) =>
  managedAlerts(token, locale),
)

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const outcome = await loadAlerts(
    queryValue(await searchParams, 't'),
    localeOr((await params).locale),
  )
  return linkPageMetadata(params, outcome.status, 'manageTitle')
}

/** The e-mails' "Manage your alerts" link: every alert of the address, to change or stop. */
export default async function AlertManagePage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('AlertPages')
  const query = await searchParams
  const token = queryValue(query, 't')
  const saved = queryValue(query, 'saved')
  const outcome = await loadAlerts(token, locale)
  if (outcome.status !== 'ok' || !token)
    return <BrokenLinkScreen expired={outcome.status === 'expired'} />
  if (outcome.alerts.length === 0) {
    return (
      <AlertScreen
        testId="alert-manage-empty"
        tone="done"
        eyebrow={t('eyebrow')}
        title={t('manageTitle')}
        actions={<SiteButtonLink href="/property">{t('browse')}</SiteButtonLink>}
      >
        <p>{t('manageEmpty')}</p>
      </AlertScreen>
    )
  }
  return (
    <Container className="py-12 md:py-16">
      <div data-testid="alert-manage" className="mx-auto max-w-3xl">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('eyebrow')}
        </p>
        <h1 className="font-display text-ink mt-3 text-[2.6rem] leading-[1.05] font-medium md:text-6xl">
          {t('manageTitle')}
        </h1>
        <p className="text-ink/70 mt-4 leading-relaxed">
          <WithAddress text={t('manageText', { email: ADDRESS })} email={outcome.email} />
        </p>
        {/* A stopped alert has no card left to say it: the page's top does. */}
        {queryValue(query, 'stopped') === '1' && (
          <p
            role="status"
            className="bg-sand-100 text-ink mt-6 rounded-xl px-4 py-3 text-sm font-semibold"
          >
            {t('unsubscribedTitle')}
          </p>
        )}
        {queryValue(query, 'error') === '1' && (
          <p
            role="alert"
            data-testid="alert-manage-error"
            className="bg-danger/[0.06] text-danger mt-6 rounded-xl px-4 py-3 text-sm font-semibold"
          >
            {t('manageError')}
          </p>
        )}
        <div className="mt-8">
          <ManagedAlerts alerts={outcome.alerts} token={token} locale={locale} savedKey={saved} />
        </div>
      </div>
    </Container>
  )
}
