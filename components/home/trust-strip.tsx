import { useTranslations } from 'next-intl'
import { Container } from '@/components/ui/container'
import { getLocale } from '@/lib/i18n/request-locale'
import { homeContent } from './home-content'

/** The firm's headline claims (docs/requirements.md §1), as a quiet strip under the banner. */
export function TrustStrip() {
  const locale = getLocale()
  const { claims } = homeContent(locale)
  const t = useTranslations('Home')
  return (
    <section aria-label={t('trustLabel')} className="border-ink/[0.06] bg-ivory border-b">
      <Container>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-3 lg:flex lg:justify-between lg:gap-0 lg:py-12">
          {claims.map((claim, index) => (
            <div
              key={claim.label}
              className={`lg:border-ink/10 flex flex-col-reverse justify-end lg:border-s lg:px-8 lg:first:border-s-0 lg:first:ps-0 lg:last:pe-0 ${index === claims.length - 1 ? 'col-span-2 md:col-span-1' : ''}`}
            >
              <dt className="text-ink/70 mt-2 max-w-[12rem] text-xs leading-snug tracking-wide md:text-sm rtl:tracking-normal">
                {claim.label}
              </dt>
              <dd className="font-display text-ink text-[1.75rem] leading-none font-medium lining-nums tabular-nums md:text-[2.1rem] lg:whitespace-nowrap xl:text-[2.4rem]">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
