import { useTranslations } from 'next-intl'
import Image from 'next/image'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { getLocale } from '@/lib/i18n/request-locale'
import { homeContent } from './home-content'
import { publicImage } from './public-image'

/** The list-your-property call to action: a full-bleed photo band leading to /contact. */
export function ListPropertyCta() {
  const locale = getLocale()
  const t = useTranslations('Home')
  const { listYourProperty } = homeContent(locale)
  const image = publicImage(
    '/images/list-property.jpg',
    '/images/valuation.jpg',
    '/images/sell-property.jpg',
  )
  return (
    <section
      aria-labelledby="list-title"
      className="bg-ink text-ivory relative isolate overflow-hidden"
    >
      {image && <Image src={image} alt="" fill sizes="100vw" className="-z-20 object-cover" />}
      <div
        aria-hidden="true"
        className="bg-ink/85 md:from-ink/95 md:via-ink/75 md:to-ink/30 absolute inset-0 -z-10 md:bg-transparent md:bg-gradient-to-r md:rtl:bg-gradient-to-l"
      />
      <Container className="py-24 md:py-32">
        <div className="max-w-2xl">
          <p className="text-sand-300 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {t('listEyebrow')}
          </p>
          <Reveal
            as="h2"
            className="font-display text-[2.6rem] leading-[1.05] font-medium md:text-5xl lg:text-6xl rtl:leading-[1.3]"
          >
            <span id="list-title">{listYourProperty.title}</span>
          </Reveal>
          <Reveal delay={0.2} className="text-ivory/85 mt-6 text-base leading-relaxed md:text-lg">
            {listYourProperty.description}
          </Reveal>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href={listYourProperty.link}>{listYourProperty.buttonText}</ButtonLink>
            <ButtonLink href="/services/sell-property" variant="outline-light">
              {t('listHowSelling')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
