import { useTranslations } from 'next-intl'
import Image from 'next/image'
import { Link } from '@/lib/i18n/navigation'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import { serviceCards as serviceCardsAr } from '@/content/ar/services'
import { serviceCards as serviceCardsRu } from '@/content/ru/services'
import { serviceCards as serviceCardsZh } from '@/content/zh/services'
import { serviceCards as serviceCardsEn } from '@/content/services'
import { inEdition } from '@/lib/i18n/content-edition'
import { ArrowRight } from '@/components/ui/arrow-right'
import { getLocale } from '@/lib/i18n/request-locale'
import { homeContent } from './home-content'

/**
 * The firm's nine lines of business, three per row (docs/requirements.md §2: cards fade in 0.3 s
 * per row).
 */
export function ServicesTeaser() {
  const locale = getLocale()
  const t = useTranslations('Home')
  const { servicesTeaser } = homeContent(locale)
  const serviceCards = inEdition(locale, { en: serviceCardsEn, ar: serviceCardsAr, ru: serviceCardsRu, zh: serviceCardsZh })
  return (
    <section aria-labelledby="services-title" className="bg-stone-100 py-20 md:py-28 lg:py-32">
      <Container>
        <div className="mb-12 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between">
          <SectionTitle
            eyebrow={t('servicesEyebrow')}
            title={<span id="services-title">{servicesTeaser.title}</span>}
            description={servicesTeaser.description}
          />
          <ButtonLink
            href={servicesTeaser.link}
            variant="outline"
            className="shrink-0 self-start md:self-auto"
          >
            {servicesTeaser.buttonText}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 md:grid-cols-2 md:gap-5 lg:grid-cols-3 lg:gap-6">
          {serviceCards.map((service, index) => (
            <li key={service.id}>
              <Reveal delay={Math.floor(index / 3) * 0.3} className="h-full">
                <Link
                  href={service.link}
                  className="group shadow-soft flex h-full overflow-hidden rounded-2xl bg-white transition-shadow duration-300 hover:shadow-lg focus-visible:outline-offset-4 md:flex-col"
                >
                  <div className="relative w-28 shrink-0 overflow-hidden bg-stone-200 md:aspect-[16/10] md:w-auto">
                    <Image
                      src={service.img}
                      alt=""
                      fill
                      sizes="(max-width: 767px) 112px, (max-width: 1024px) 50vw, 400px"
                      className="object-cover transition-transform duration-700 ease-out group-hover:scale-105"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-5 md:p-7">
                    <p className="font-display text-sand-700 text-sm lining-nums tabular-nums">
                      {String(index + 1).padStart(2, '0')}
                    </p>
                    <h3 className="font-display mt-1 text-[1.4rem] leading-tight md:text-[1.7rem]">
                      {service.name}
                    </h3>
                    <p className="text-ink/70 mt-2 flex-1 text-sm leading-relaxed md:mt-3">
                      {service.desc}
                    </p>
                    <span className="text-ink group-hover:text-sand-700 mt-4 inline-flex items-center gap-2 text-sm font-semibold transition-colors">
                      {t('learnMore')}
                      <ArrowRight className="transition-transform duration-300 group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                    </span>
                  </div>
                </Link>
              </Reveal>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
