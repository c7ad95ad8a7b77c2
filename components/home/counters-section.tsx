import { useTranslations } from 'next-intl'
import { Container } from '@/components/ui/container'
import { CounterGroup } from '@/components/ui/counter.client'
import { Reveal } from '@/components/ui/reveal.client'
import { getLocale } from '@/lib/i18n/request-locale'
import { homeContent } from './home-content'

/** The home counters (docs/requirements.md §2: targets 20+, 93%, 474) on an ink band. */
export function CountersSection() {
  const locale = getLocale()
  const t = useTranslations('Home')
  const { homeCounters } = homeContent(locale)
  return (
    <section
      aria-labelledby="counters-title"
      className="bg-ink text-ivory relative overflow-hidden py-20 md:py-24"
    >
      <div aria-hidden="true" className="pattern-lattice absolute inset-0 opacity-[0.06]" />
      <Container className="relative grid gap-12 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-4">
          <p className="text-sand-300 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {t('countersEyebrow')}
          </p>
          <Reveal
            as="h2"
            className="font-display text-4xl leading-tight font-medium md:text-5xl rtl:leading-snug"
          >
            <span id="counters-title">{t('countersTitle')}</span>
          </Reveal>
        </div>
        <CounterGroup items={homeCounters} tone="light" className="lg:col-span-8" />
      </Container>
    </section>
  )
}
