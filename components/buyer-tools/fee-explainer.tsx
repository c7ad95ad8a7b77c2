import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import { formatMoney } from '@/lib/display-prefs'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'

/**
 * What each line of the calculator pays for, in plain words. Every figure quoted comes from the
 * staff's settings, so the explanation never disagrees with the calculation above it.
 */

function formatters(locale: Locale) {
  const percent = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 })
  return {
    aed: (value: number) => formatMoney(value, { currency: 'AED', aedPerUnit: 1, locale }),
    pct: (value: number) => `${percent.format(value)}%`,
  }
}

function Explained({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ring-ink/[0.04] shadow-soft rounded-2xl bg-white p-6 ring-1 sm:p-8">
      <h3 className="font-display text-ink text-2xl font-medium">{title}</h3>
      <div className="text-ink/75 mt-3 space-y-3 leading-relaxed">{children}</div>
    </div>
  )
}

export function FeeExplainer({ market }: { market: MarketSettings }) {
  const locale = getLocale()
  const t = useTranslations('BuyerToolsGuide')
  const { aed, pct } = formatters(locale)
  const { mortgage: m, fees: f } = market
  const { ltv } = m
  const threshold = aed(m.ltvPriceThreshold)
  const rows = [
    {
      buyer: t('expatriate'),
      caps: [
        ltv.expatFirstUpToThreshold,
        ltv.expatFirstAboveThreshold,
        ltv.expatSecond,
        ltv.offPlan,
      ],
    },
    {
      buyer: t('national'),
      caps: [
        ltv.nationalFirstUpToThreshold,
        ltv.nationalFirstAboveThreshold,
        ltv.nationalSecond,
        ltv.offPlan,
      ],
    },
  ]
  return (
    <section aria-labelledby="fees" className="bg-stone-100 py-20 md:py-28">
      <Container>
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('explainerEyebrow')}
        </p>
        <h2
          id="fees"
          className="font-display text-ink mt-4 max-w-3xl scroll-mt-28 text-[2.6rem] leading-[1.05] font-medium md:text-5xl rtl:leading-[1.3]"
        >
          {t('explainerTitle')}
        </h2>
        <p className="text-ink/75 mt-5 max-w-2xl text-lg leading-relaxed">{t('explainerIntro')}</p>

        <div className="ring-ink/[0.04] shadow-soft mt-12 overflow-x-auto rounded-2xl bg-white ring-1">
          <table className="w-full min-w-[36rem] text-start text-sm">
            <caption className="text-ink px-6 pt-6 text-start font-semibold sm:px-8">
              {t('ltvCaption')}
            </caption>
            <thead className="text-stone-600">
              <tr className="border-ink/10 border-b">
                <th scope="col" className="px-6 py-4 font-semibold sm:px-8">
                  {t('buyer')}
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  {t('firstHomeUpTo', { threshold })}
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  {t('firstHomeAbove', { threshold })}
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  {t('secondHome')}
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  {t('offPlan')}
                </th>
              </tr>
            </thead>
            <tbody className="text-ink tabular-nums">
              {rows.map((row) => (
                <tr key={row.buyer} className="border-ink/5 border-b last:border-0">
                  <th scope="row" className="px-6 py-4 font-semibold sm:px-8">
                    {row.buyer}
                  </th>
                  {row.caps.map((cap, index) => (
                    <td key={index} className="px-4 py-4">
                      {pct(cap)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="px-6 pb-6 text-sm text-stone-600 sm:px-8">
            {t('loanLimits', {
              maxTerm: m.maxTermYears,
              ageExpat: m.maxAgeExpat,
              ageNational: m.maxAgeNational,
            })}
          </p>
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Explained title={t('downPaymentTitle')}>
            <p>
              {t('downPaymentBody', {
                threshold,
                share: pct(100 - ltv.expatFirstUpToThreshold),
              })}
            </p>
          </Explained>
          <Explained title={t('dldTitle')}>
            <p>{t('dldBody', { percent: pct(f.dldTransferPercent), admin: aed(f.dldAdminFee) })}</p>
          </Explained>
          <Explained title={t('trusteeTitle')}>
            <p>
              {t('trusteeBody', {
                high: aed(f.trusteeFeeHigh),
                threshold: aed(f.trusteeThreshold),
                low: aed(f.trusteeFeeLow),
              })}
            </p>
          </Explained>
          <Explained title={t('registrationTitle')}>
            <p>
              {t('registrationBody', {
                percent: pct(f.mortgageRegistrationPercent),
                fee: aed(f.mortgageRegistrationFee),
              })}
            </p>
          </Explained>
          <Explained title={t('agencyTitle')}>
            <p>{t('agencyBody', { percent: pct(f.agencyFeePercent), vat: pct(f.vatPercent) })}</p>
          </Explained>
          <Explained title={t('valuationTitle')}>
            <p>{t('valuationBody', { fee: aed(f.valuationFee) })}</p>
          </Explained>
          <Explained title={t('goldenVisaTitle')}>
            <p>{t('goldenVisaBody', { threshold: aed(f.goldenVisaThreshold) })}</p>
          </Explained>
          <Explained title={t('notIncludedTitle')}>
            <p>{t('notIncludedBody')}</p>
          </Explained>
        </div>

        <div className="mt-12 flex flex-wrap items-center gap-3">
          <ButtonLink href="/services/mortgage">{t('speakToAdviser')}</ButtonLink>
          <ButtonLink href="/property" variant="outline">
            {t('browseHomes')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
