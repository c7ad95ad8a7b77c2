import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { pageMetadata } from '@/components/content/page-metadata'
import {
  compareHref,
  compareIdsOf,
  MAX_COMPARE,
  MIN_COMPARE,
} from '@/components/compare/compare-ids'
import { monthlyPaymentNote } from '@/components/compare/compare-rows'
import { CompareTable } from '@/components/compare/compare-table'
import { CopyLink } from '@/components/compare/copy-link.client'
import { IslandTexts } from '@/components/i18n/island-texts'
import { buttonClasses, ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { env } from '@/lib/env'
import { whatsappHref } from '@/lib/format'
import { localeOr } from '@/lib/i18n/locales'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { pageLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listPropertiesByIds } from '@/lib/server/properties'
import { readMarketSettings } from '@/lib/server/settings'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

// Every comparison is a different address with the same kind of content: none is for search
// engines, and the canonical names the page itself rather than each combination.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Compare' })
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/compare',
    noIndex: true,
  })
}

export default async function ComparePage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Compare')
  const ids = compareIdsOf((await searchParams).ids)
  const [properties, display, market] = await Promise.all([
    ids.length >= MIN_COMPARE ? listPropertiesByIds(ids, locale) : [],
    getDisplayPrefs(),
    readMarketSettings(),
  ])

  if (properties.length < MIN_COMPARE) return <NotEnough />

  const url = new URL(
    getPathname({ href: compareHref(properties.map((p) => p._id)), locale }),
    env.SITE_URL,
  ).toString()
  return (
    <Container className="py-12 md:py-16">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm text-stone-600">
        <Link href="/favourites" className="hover:text-ink inline-flex min-h-11 items-center gap-2">
          {/* '‹' is a mirrored character: in Arabic it points right, back the way the page reads. */}
          <span aria-hidden="true">‹</span> {t('savedProperties')}
        </Link>
      </nav>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {t('eyebrow')}
          </p>
          <h1 className="font-display text-ink mt-3 text-[2.6rem] leading-[1.05] font-medium md:text-6xl">
            {t('title')}
          </h1>
          <p className="text-ink/70 mt-4 leading-relaxed">
            {t('intro', { count: properties.length, unit: display.area })}
          </p>
        </div>
        <section aria-labelledby="share-title" className="lg:max-w-sm">
          <h2
            id="share-title"
            className="text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase rtl:tracking-normal"
          >
            {t('shareTitle')}
          </h2>
          <a
            href={url}
            dir="ltr"
            className="text-ink hover:text-sand-700 mt-2 block text-start text-sm break-all underline decoration-stone-300 underline-offset-4 rtl:text-end"
            data-testid="compare-share-url"
          >
            {url}
          </a>
          <div className="mt-4 flex flex-wrap items-start gap-3">
            <IslandTexts namespaces={['Compare']}>
              <CopyLink url={url} />
            </IslandTexts>
            <a
              href={whatsappHref('', t('whatsappText', { url }))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('dark')}
            >
              {t('shareOnWhatsapp')}
            </a>
          </div>
        </section>
      </div>

      <div className="mt-10 md:mt-12">
        <CompareTable properties={properties} display={display} market={market} />
      </div>
      <p className="mt-5 max-w-3xl text-xs leading-relaxed text-stone-600">
        {monthlyPaymentNote(market, t)}
      </p>
    </Container>
  )
}

/** Fewer than two homes to show: say why, and where to pick them. */
function NotEnough() {
  const t = useTranslations('Compare')
  return (
    <Container className="py-20 md:py-28">
      <div className="shadow-soft ring-ink/[0.04] mx-auto max-w-2xl rounded-2xl bg-white px-6 py-14 text-center ring-1 md:px-12">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('title')}
        </p>
        <h1 className="font-display text-ink mt-3 text-4xl leading-tight font-medium md:text-5xl">
          {t('chooseTwo')}
        </h1>
        <p
          className="text-ink/70 mx-auto mt-5 max-w-lg leading-relaxed"
          data-testid="compare-not-enough"
        >
          {t('notEnough', { min: MIN_COMPARE, max: MAX_COMPARE })}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/favourites">{t('yourSaved')}</ButtonLink>
          <ButtonLink href="/property" variant="outline">
            {t('browse')}
          </ButtonLink>
        </div>
      </div>
    </Container>
  )
}
