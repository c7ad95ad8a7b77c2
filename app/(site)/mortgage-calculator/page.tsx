import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { FeeExplainer } from '@/components/buyer-tools/fee-explainer'
import { TrueCostCalculator } from '@/components/buyer-tools/true-cost-calculator'
import { trueCostStateOf, withDefaults } from '@/components/buyer-tools/true-cost-fields'
import { pageMetadata } from '@/components/content/page-metadata'
import { Container } from '@/components/ui/container'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { readMarketSettings } from '@/lib/server/settings'
import { parseTrueCost, trueCostValuesFrom } from '@/lib/validation/true-cost'

export const dynamic = 'force-dynamic'

const BANNER = '/images/mortgage-banner.jpg'

export const metadata: Metadata = pageMetadata({
  title: 'Mortgage and true cost calculator',
  description:
    'What buying a home in Dubai really costs: the loan a bank may give under UAE Central Bank rules, your monthly payment, and the DLD, trustee, registration and agency fees due on the day.',
  path: '/mortgage-calculator',
  image: BANNER,
})

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The calculator on its own page. It works without JavaScript: the form submits here (GET) and
 * the figures for its query are rendered on the server; with no query, a typical first purchase.
 */
export default async function MortgageCalculatorPage({
  searchParams,
}: {
  searchParams: SearchParams
}) {
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
        eyebrow="Buyer tools"
        title="Mortgage and true cost calculator"
        description="What a bank may lend you, what you will repay each month, and the cash you need on the day of transfer."
        image={BANNER}
      />

      <section aria-label="Calculator" className="py-16 md:py-24">
        <Container>
          <p className="text-ink/75 mb-10 max-w-2xl text-lg leading-relaxed">
            Enter the price and tell us about the purchase. The figures follow the UAE Central
            Bank’s lending limits and today’s Dubai fees, and change as you type.
          </p>
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
        </Container>
      </section>

      <FeeExplainer market={market} />
    </>
  )
}
