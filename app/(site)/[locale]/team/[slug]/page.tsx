import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { pageMetadata } from '@/components/content/page-metadata'
import { readSiteSettings } from '@/components/layout/site-settings'
import { BrokerJsonLd } from '@/components/team/broker-json-ld'
import { BrokerListings, brokerPageHref } from '@/components/team/broker-listings'
import { BrokerProfile } from '@/components/team/broker-profile'
import { languageList } from '@/components/team/language-list'
import { languageName } from '@/lib/dubai/languages'
import { env } from '@/lib/env'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { getPathname, permanentRedirect } from '@/lib/i18n/navigation'
import { pageLocale, setRequestLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { getBroker, listBrokerListings, type Broker } from '@/lib/server/team'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string; slug: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Nine cards: three full rows of the three-column grid. */
const LISTINGS_PER_PAGE = 9

/**
 * One read per request for the page and its metadata. The edition is set first, so the
 * not-found a missing broker (or a member without a BRN) raises speaks the page's language.
 */
const loadBroker = cache(async (slug: string, locale: Locale): Promise<Broker> => {
  setRequestLocale(locale)
  const broker = await getBroker(slug, locale)
  if (!broker) notFound()
  return broker
})

/**
 * ?page= read as a page: absent is the first page, "2" the second. Any other spelling is sent
 * for good to the page's plain address: "02" to ?page=2; "1", "0", "abc" or a repeated
 * parameter to the first page, which has no ?page= at all.
 */
function readPage(value: string | string[] | undefined): { page: number; plain: boolean } {
  if (value === undefined) return { page: 1, plain: true }
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 0
  const page = Math.max(1, number)
  return { page, plain: page >= 2 && value === String(page) }
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const { locale: requested, slug } = await params
  const { page } = readPage((await searchParams).page)
  const locale = localeOr(requested)
  const t = await getTranslations({ locale, namespace: 'Broker' })
  let broker: Broker
  try {
    broker = await loadBroker(slug, locale)
  } catch (error) {
    // notFound() must still reach the router; a failed read leaves the page to its error state.
    unstable_rethrow(error)
    return { title: t('teamCrumb'), robots: { index: false } }
  }
  const languages = languageList(
    broker.languages.map((code) => languageName(code, locale)),
    locale,
  )
  return pageMetadata({
    locale,
    title: t('metaTitle', { name: broker.name, designation: broker.designation }),
    description: t('metaDescription', { name: broker.name, brn: broker.brn, languages }),
    // Each page of the broker's listings is a page of its own (its cards differ): it names itself.
    path: brokerPageHref(broker.slug, page),
    image: broker.photo.s3Url || undefined,
    imageAlt: broker.name,
  })
}

export default async function BrokerPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const { page, plain } = readPage((await searchParams).page)
  const broker = await loadBroker(slug, locale)
  if (!plain) permanentRedirect({ href: brokerPageHref(broker.slug, page), locale })
  const [listings, settings, display] = await Promise.all([
    listBrokerListings(broker.id, page, LISTINGS_PER_PAGE, locale),
    readSiteSettings(),
    getDisplayPrefs(),
  ])
  // A page past the last (an old link, after listings left the market) is not a page.
  if (page > Math.max(1, listings.totalPages)) notFound()
  return (
    <>
      <BrokerJsonLd
        broker={broker}
        url={new URL(
          getPathname({ href: brokerPageHref(broker.slug, 1), locale }),
          env.SITE_URL,
        ).toString()}
        siteUrl={env.SITE_URL}
        siteName={env.SITE_NAME}
        orn={settings.orn}
        locale={locale}
      />
      <BrokerProfile broker={broker} orn={settings.orn} siteName={env.SITE_NAME} locale={locale} />
      <BrokerListings
        broker={broker}
        listings={listings}
        whatsapp={settings.whatsapp}
        display={display}
        locale={locale}
      />
    </>
  )
}
