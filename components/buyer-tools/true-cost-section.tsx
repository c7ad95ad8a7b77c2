import { useTranslations } from 'next-intl'
import { IslandTexts } from '@/components/i18n/island-texts'
import { Link } from '@/lib/i18n/navigation'
import type { Property } from '@/lib/api/types'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { parseTrueCost } from '@/lib/validation/true-cost'
import { TrueCostCalculator } from './true-cost-calculator'
import { defaultTrueCostValues, trueCostStateOf } from './true-cost-fields'

/**
 * A sale listing's "what will it really cost": the calculator with the listing's price,
 * completion and seller filled in (a unit bought from the developer carries no agency fee, and
 * its project may have the developer pay part of the DLD fee), worked out on the server so the
 * figures are there in the first HTML.
 */
export function TrueCostSection({
  property,
  market,
  display,
}: {
  property: Property
  market: MarketSettings
  display: DisplayPrefs
}) {
  const t = useTranslations('BuyerToolsGuide')
  const { mortgage: rules, fees } = market
  const values = defaultTrueCostValues(rules, {
    price: property.price,
    profile: { completion: property.completionStatus },
    sale: { saleType: property.saleType, dldWaiverPercent: property.dldWaiverPercent },
  })
  const initial = trueCostStateOf(parseTrueCost(values, rules), rules, fees)
  return (
    <section
      aria-labelledby="true-cost-heading"
      data-testid="true-cost-section"
      // The height the page assumes before the block is first drawn (globals.css): the form and
      // figures stack on a phone and in the narrow column of a laptop, and sit side by side on a
      // tablet and a wide screen.
      className="border-t border-stone-200 pt-10 [--near-size:110rem] md:[--near-size:68rem] lg:[--near-size:110rem] xl:[--near-size:68rem]"
    >
      <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
        {t('sectionEyebrow')}
      </p>
      <h2
        id="true-cost-heading"
        className="font-display text-ink mt-3 text-3xl font-medium md:text-[2.1rem]"
      >
        {t('sectionTitle')}
      </h2>
      <p className="text-ink/75 mt-3 mb-8 max-w-prose leading-relaxed">{t('sectionIntro')}</p>
      <IslandTexts namespaces={['BuyerTools', 'Validation']}>
        <TrueCostCalculator
          values={values}
          initial={initial}
          rules={rules}
          fees={fees}
          currencyNote={display}
          action="/mortgage-calculator"
          idPrefix="true-cost"
          headingLevel={3}
        />
      </IslandTexts>
      <p className="mt-6 text-sm text-stone-600">
        {t('feesLinkLead')}{' '}
        <Link
          href="/mortgage-calculator#fees"
          className="text-ink hover:text-sand-700 font-semibold underline decoration-1 underline-offset-4"
        >
          {t('feesLink')}
        </Link>
      </p>
    </section>
  )
}
