import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { FeeExplainer } from '@/components/buyer-tools/fee-explainer'
import { TrueCostCalculator } from '@/components/buyer-tools/true-cost-calculator'
import { trueCostStateOf, withDefaults } from '@/components/buyer-tools/true-cost-fields'
import { pageMetadata } from '@/components/content/page-metadata'
import { IslandTexts } from '@/components/i18n/island-texts'
import { Container } from '@/components/ui/container'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { readMarketSettings } from '@/lib/server/settings'
import { parseTrueCost, trueCostValuesFrom } from '@/lib/validation/true-cost'

export const dynamic = 'force-dynamic'

const BANNER = '/images/mortgage-banner.jpg'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'BuyerToolsGuide' })
  return pageMetadata({
    locale,
    title: t('pageTitle'),
    description: t('pageDescription'),
    path: '/mortgage-calculator',
    image: BANNER,
  })
}

/**
 * The calculator on its own page. It works without JavaScript: the form submits here (GET) and
 * the figures for its query are rendered on the server; with no query, a typical first purchase.
 */
export default async function MortgageCalculatorPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  await pageLocale(params)
  const t = await getTranslations('BuyerToolsGuide')
  const [query, market, display] = await Promise.all([
    searchParams,
    readMarketSettings(),
    getDisplayPrefs(),
  ])
  const given = trueCostValuesFrom((name) => {
    const value = query[name]
    return Array.isArray(value) ? value[0] : value
  })
  const values = withDefaults(given, market.mortgage)
  const initial = trueCostStateOf(
    parseTrueCost(values, market.mortgage),
    market.mortgage,
    market.fees,
  )
  return (
    <>
      <PageBanner
        eyebrow={t('bannerEyebrow')}
        title={t('pageTitle')}
        description={t('bannerDescription')}
        image={BANNER}
      />

      <section aria-label={t('calculatorLabel')} className="py-16 md:py-24">
        <Container>
          <p className="text-ink/75 mb-10 max-w-2xl text-lg leading-relaxed">{t('pageIntro')}</p>
          <IslandTexts namespaces={['BuyerTools', 'Validation']}>
            <TrueCostCalculator
              values={values}
              initial={initial}
              rules={market.mortgage}
              fees={market.fees}
              currencyNote={display}
              action="/mortgage-calculator"
              idPrefix="true-cost"
              headingLevel={2}
            />
          </IslandTexts>
        </Container>
      </section>

      <FeeExplainer market={market} />
    </>
  )
}
